import { useSyncExternalStore } from 'react';
import { STORAGE_CHANGE_EVENT } from '../../lib/browser-storage.js';
import { loadCart } from './cart-storage.js';
import { quantityInCart } from './cart-store.js';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_CHANGE_EVENT, onChange);
  };
}

/**
 * How many of one product (and variant) the stored cart holds, kept current across tabs. Zero on the server:
 * pages are rendered once for every visitor.
 */
export function useCartQuantity(productId: number, variantId: number | null): number {
  return useSyncExternalStore(
    subscribe,
    () => quantityInCart(loadCart(), { productId, variantId }),
    () => 0,
  );
}
