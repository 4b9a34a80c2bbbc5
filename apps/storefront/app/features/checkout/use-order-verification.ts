import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  classifyVerification,
  pollDelayMs,
  shouldPollAgain,
  type Locale,
  type StoreVerifyOrderResponse,
  type VerificationOutcome,
} from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { ApiError } from '../../lib/api/api-error.js';
import { checkoutApi } from './checkout-api.js';
import { forgetCheckoutDetails } from './checkout-details-storage.js';
import { clearCart } from '../../lib/cart/cart-storage.js';
import {
  chooseOrderToVerify,
  forgetOrder,
  LAST_ORDER_KEY,
  PENDING_PAYMENT_KEY,
  readStoredOrders,
} from './checkout-storage.js';

export type VerificationView =
  | { state: 'loading' }
  | { state: 'processing' }
  | { state: 'timeout' }
  | { state: 'notFound' }
  | { state: 'success'; result: StoreVerifyOrderResponse };

const resultPath = (page: 'failed' | 'cancelled', orderNumber: string, locale: Locale) =>
  `${localizePath(`/checkout/${page}`, locale)}?orderNumber=${encodeURIComponent(orderNumber)}`;

/**
 * The confirmation screen's checks (storefront §4 Payment verification): verify-order until the payment is
 * decided, waiting 2, 5 then 10 s between checks, at most 30 checks, then the timeout state. A lost answer or
 * a server error counts as "still processing"; an order the server does not know ends the wait.
 */
export function useOrderVerification(locale: Locale): { view: VerificationView; checkAgain: () => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryNumber = params.get('orderNumber');
  const [view, setView] = useState<VerificationView>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const target = chooseOrderToVerify(queryNumber, readStoredOrders());
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function ask(): Promise<{
      outcome: VerificationOutcome | 'retry';
      result?: StoreVerifyOrderResponse;
    }> {
      if (!target) return { outcome: 'unknown' };
      try {
        const result = await checkoutApi.verifyOrder(locale, target.orderNumber, target.orderToken);
        return { outcome: classifyVerification(result), result };
      } catch (caught) {
        return { outcome: caught instanceof ApiError && caught.refused ? 'unknown' : 'retry' };
      }
    }

    async function check(attempt: number): Promise<void> {
      const { outcome, result } = await ask();
      if (stopped) return;
      if (!target || outcome === 'unknown') {
        setView({ state: 'notFound' });
      } else if (outcome === 'completed' && result) {
        forgetOrder(PENDING_PAYMENT_KEY);
        forgetOrder(LAST_ORDER_KEY);
        forgetCheckoutDetails();
        clearCart();
        setView({ state: 'success', result });
      } else if (outcome === 'failed') {
        forgetOrder(PENDING_PAYMENT_KEY);
        void navigate(resultPath('failed', target.orderNumber, locale), { replace: true });
      } else if (outcome === 'cancelled') {
        void navigate(resultPath('cancelled', target.orderNumber, locale), { replace: true });
      } else if (shouldPollAgain(attempt + 1)) {
        setView({ state: 'processing' });
        timer = setTimeout(() => void check(attempt + 1), pollDelayMs(attempt));
      } else {
        setView({ state: 'timeout' });
      }
    }

    void check(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [locale, queryNumber, navigate, round]);

  const checkAgain = () => {
    setView({ state: 'loading' });
    setRound((n) => n + 1);
  };
  return { view, checkAgain };
}

/** One verify-order answer for the failed and cancelled screens' order details, when the server has it. */
export function useOrderDetails(locale: Locale): StoreVerifyOrderResponse['order'] | null {
  const [params] = useSearchParams();
  const queryNumber = params.get('orderNumber');
  const [order, setOrder] = useState<StoreVerifyOrderResponse['order'] | null>(null);
  useEffect(() => {
    const stored = readStoredOrders();
    const target = chooseOrderToVerify(queryNumber, stored);
    // The payment attempt is over either way; the confirmation screen should not wait on it again.
    if (stored.pendingPayment?.orderNumber === target?.orderNumber) forgetOrder(PENDING_PAYMENT_KEY);
    if (!target) return;
    let current = true;
    checkoutApi.verifyOrder(locale, target.orderNumber, target.orderToken).then(
      (result) => current && setOrder(result.order),
      () => undefined, // details are a courtesy; the page says what happened without them
    );
    return () => {
      current = false;
    };
  }, [locale, queryNumber]);
  return order;
}
