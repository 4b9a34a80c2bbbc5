import { useMemo, useSyncExternalStore } from 'react';
import type { Locale, StoreCreateOrderItem } from '@matjar/core';
import { useAppliedCoupon, useCart } from '../cart/use-cart.js';

export { clearCart as clearCheckoutCart } from '../cart/use-cart.js';

const noSubscription = () => () => {};

/**
 * The cart as create-order wants it (ids and quantities only, D4), or null on the server and before
 * hydration: the cart lives in this browser, and an empty list would flash the empty-cart state.
 */
export function useCheckoutItems(): StoreCreateOrderItem[] | null {
  const { lines } = useCart();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const items = useMemo(
    () =>
      lines.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        quantity: line.quantity,
      })),
    [lines],
  );
  return hydrated ? items : null;
}

/** The coupon the shopper applied on the cart page, if any; the server decides whether it holds. */
export function useCheckoutCoupon(): string | null {
  return useAppliedCoupon().code;
}

/**
 * The variant names the cart kept in both languages, by product and variant id: the server's quote names a
 * variant in one language only, so an English page would otherwise show "50 ر.ق".
 */
export function useCartVariantNames(
  locale: Locale,
): (productId: number, variantId: number | null) => string | null {
  const { lines } = useCart();
  return (productId, variantId) => {
    const line = lines.find((l) => l.productId === productId && l.variantId === variantId);
    return (locale === 'en' ? line?.variantNameEn : line?.variantName) || null;
  };
}
