import { useCallback, useEffect, useState } from 'react';
import type { Locale, StoreCartQuoteResponse, StoreCreateOrderItem } from '@matjar/core';
import { requestCartQuote } from '../../lib/api/cart-quote.js';

export type QuoteState =
  | { status: 'loading' }
  | { status: 'ready'; quote: StoreCartQuoteResponse }
  | { status: 'error'; message: string };

/** The server's price of the cart (D4): lines, totals, coupon verdict and whether it is gift cards only. */
export function useCartQuote(
  locale: Locale,
  items: StoreCreateOrderItem[] | null,
  couponCode: string | null,
  /** The city chosen at checkout (decision 032): delivery is priced by its zone; '' before one is chosen. */
  city = '',
): { state: QuoteState; reload: () => void } {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!items || items.length === 0) return;
    let current = true;
    // An answer for an older cart stays on screen until the new one arrives (a cart changed in another tab).
    requestCartQuote({ items, couponCode, ...(city ? { shippingCity: city } : {}) }, { locale }).then(
      (quote) => current && setState({ status: 'ready', quote }),
      (error: Error) => current && setState({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [locale, items, couponCode, city, round]);

  return { state, reload };
}
