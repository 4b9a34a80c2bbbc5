import type { Locale, StoreCartQuoteResponse, StoreCoupon } from '@matjar/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { requestCartQuote } from '../../lib/api/cart-quote.js';
import { fetchStoreCoupons } from './cart-api.js';
import type { CartLine } from '../../lib/cart/cart-store.js';
import { quoteItems } from '../../lib/cart/cart-store.js';
import { previewTotals, quoteKey, quoteTotals, type CartTotals } from './cart-totals.js';
import { useCart } from '../../lib/cart/use-cart.js';

// Asked again each time the cart is shown (the server answers no-cache): staff may switch a coupon off, or its
// last use be taken, while the shopper browses, and the list follows at once.
function loadCoupons(locale: Locale): Promise<StoreCoupon[]> {
  return fetchStoreCoupons(locale).then(
    (body) => body.coupons,
    () => [],
  );
}

/** The coupons in state 'active', to list under the coupon field (empty until the server answers). */
export function useStoreCoupons(locale: Locale): StoreCoupon[] {
  const [coupons, setCoupons] = useState<StoreCoupon[]>([]);
  useEffect(() => {
    let current = true;
    void loadCoupons(locale).then((list) => current && setCoupons(list));
    return () => {
      current = false;
    };
  }, [locale]);
  return coupons;
}

export interface CartPricing {
  totals: CartTotals;
  /** The server's answer for exactly these lines and code; null while it is asked or when it failed. */
  quote: StoreCartQuoteResponse | null;
  coupons: StoreCoupon[];
  /** The server did not answer for these lines and code (offline, or the shop's database restarting). */
  quoteFailed: boolean;
  /** Asks the server again after a failure. */
  retryQuote: () => void;
}

/**
 * Totals previewed at once with core's rules, then replaced by the server's quote for the same lines and code
 * (D4). The stock the server reports is kept on the lines, so the steppers stop where the shop does.
 */
export function useCartPricing(lines: CartLine[], couponCode: string | null, locale: Locale): CartPricing {
  const coupons = useStoreCoupons(locale);
  const { syncStock } = useCart();
  const key = quoteKey(lines, couponCode);
  const [answer, setAnswer] = useState<{ key: string; quote: StoreCartQuoteResponse } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (lines.length === 0) return;
    const controller = new AbortController();
    requestCartQuote({ items: quoteItems(lines), couponCode }, { locale, signal: controller.signal }).then(
      (quote) => {
        setAnswer({ key, quote });
        syncStock(
          quote.lines.map((line) => ({
            productId: line.product_id,
            variantId: line.variant_id,
            available: line.available,
          })),
        );
      },
      () => {
        // Offline or refused: the preview stays, said to be one (not "checking" for ever), with a retry;
        // checkout asks the server again before any order.
        if (!controller.signal.aborted) setFailedKey(key);
      },
    );
    return () => controller.abort();
    // The key stands for the lines' ids and quantities and the code: a stock-only change asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const quote = answer?.key === key ? answer.quote : null;
  const totals = useMemo(
    () =>
      quote ? quoteTotals(quote, locale) : previewTotals(lines, couponCode, coupons, new Date(), locale),
    [quote, lines, couponCode, coupons, locale],
  );
  const retryQuote = useCallback(() => {
    setFailedKey(null);
    setRound((n) => n + 1);
  }, []);
  return { totals, quote, coupons, quoteFailed: !quote && failedKey === key, retryQuote };
}
