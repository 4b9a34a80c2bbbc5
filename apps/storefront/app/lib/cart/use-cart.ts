import { useSyncExternalStore } from 'react';
import {
  readLocalStorage,
  removeLocalStorage,
  STORAGE_CHANGE_EVENT,
  subscribeToStorage,
  writeLocalStorage,
} from '../browser-storage.js';
import { APPLIED_COUPON_KEY, parseAppliedCoupon, serializeAppliedCoupon } from './applied-coupon.js';
import { CART_SESSION_KEY } from './cart-count.js';
import { cartItemCount, decrement, increment, removeLine, setQuantity, syncStock } from './cart-lines.js';
import { clearCart, loadCart, updateStoredCart } from './cart-storage.js';
import { CART_EXPIRY_KEY, type CartLine, type CartLineKey, type CartSession } from './cart-store.js';

// useSyncExternalStore compares snapshots by identity: keep the parsed cart while the stored text is the same.
const SERVER_CART: CartSession = { cart: [], lastUpdated: 0 };
let cachedKey: string | null = null;
let cachedCart: CartSession = SERVER_CART;

function storedKey(now: number): string {
  const expiry = readLocalStorage(CART_EXPIRY_KEY);
  const live = Number(expiry) > now;
  return `${live}|${expiry}|${readLocalStorage(CART_SESSION_KEY)}`;
}

function cartSnapshot(): CartSession {
  const now = Date.now();
  if (storedKey(now) === cachedKey) return cachedCart;
  cachedCart = loadCart(now); // may clear an expired session or migrate the legacy cart
  cachedKey = storedKey(now);
  return cachedCart;
}

const key = (productId: number, variantId: number | null): CartLineKey => ({ productId, variantId });

const cartActions = {
  setQuantity(productId: number, variantId: number | null, quantity: number): void {
    updateStoredCart((session, now) => setQuantity(session, key(productId, variantId), quantity, now));
  },
  increment(productId: number, variantId: number | null): void {
    updateStoredCart((session, now) => increment(session, key(productId, variantId), now));
  },
  decrement(productId: number, variantId: number | null): void {
    updateStoredCart((session, now) => decrement(session, key(productId, variantId), now));
  },
  remove(productId: number, variantId: number | null): void {
    updateStoredCart((session, now) => removeLine(session, key(productId, variantId), now));
  },
  /** Takes the server's stock per line (from the cart quote) so the plus buttons stop where the shop does. */
  syncStock(reported: readonly (CartLineKey & { available: number })[]): void {
    updateStoredCart((session, now) => syncStock(session, reported, now));
  },
  clear: clearCart,
};

export interface CartApi {
  lines: CartLine[];
  /** Items in the cart (sum of quantities), as the header badge shows. */
  count: number;
  setQuantity: (productId: number, variantId: number | null, quantity: number) => void;
  increment: (productId: number, variantId: number | null) => void;
  decrement: (productId: number, variantId: number | null) => void;
  remove: (productId: number, variantId: number | null) => void;
  syncStock: (reported: readonly (CartLineKey & { available: number })[]) => void;
  clear: () => void;
}

/**
 * The shopper's cart from local storage (D10: shared by every tab, 24 hours after the last change). Empty on
 * the server and during hydration: pages are rendered once for every visitor.
 */
export function useCart(): CartApi {
  const session = useSyncExternalStore(subscribeToStorage, cartSnapshot, () => SERVER_CART);
  return { lines: session.cart, count: cartItemCount(session), ...cartActions };
}

const couponActions = {
  apply(code: string): void {
    const stored = serializeAppliedCoupon(code);
    if (stored === null) return; // storefront §5: an empty code is ignored
    writeLocalStorage(APPLIED_COUPON_KEY, stored);
    window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
  },
  remove(): void {
    removeLocalStorage(APPLIED_COUPON_KEY);
    window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
  },
};

/** The coupon code the shopper applied, kept in local storage until removed or replaced (storefront §4). */
export function useAppliedCoupon(): {
  code: string | null;
  apply: (code: string) => void;
  remove: () => void;
} {
  const code = useSyncExternalStore(
    subscribeToStorage,
    () => parseAppliedCoupon(readLocalStorage(APPLIED_COUPON_KEY)),
    () => null,
  );
  return { code, ...couponActions };
}
