import { useMemo } from 'react';
import type { StoreCreateOrderItem } from '@matjar/core';
import { quoteItems } from '../../lib/cart/cart-store.js';
import { useAppliedCoupon, useCart } from '../../lib/cart/use-cart.js';
import { useHydrated } from '../../lib/use-hydrated.js';

/**
 * The cart as create-order wants it (ids and quantities only, D4), or null on the server and before
 * hydration: the cart lives in this browser, and an empty list would flash the empty-cart state.
 */
export function useCheckoutItems(): StoreCreateOrderItem[] | null {
  const { lines } = useCart();
  const hydrated = useHydrated();
  const items = useMemo(() => quoteItems(lines), [lines]);
  return hydrated ? items : null;
}

/** The coupon the shopper applied on the cart page, if any; the server decides whether it holds. */
export function useCheckoutCoupon(): string | null {
  return useAppliedCoupon().code;
}
