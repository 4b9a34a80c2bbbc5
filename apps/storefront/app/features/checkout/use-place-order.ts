import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Locale, StoreCreateOrderBody } from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { checkoutApi, isStockConflict } from './checkout-api.js';
import { clearCart } from '../../lib/cart/cart-storage.js';
import { forgetOrder, LAST_ORDER_KEY, PENDING_PAYMENT_KEY, saveOrder } from './checkout-storage.js';
import { createAttemptKeeper } from './idempotency-key.js';
import { forgetCheckoutDetails } from './checkout-details-storage.js';

export interface PlaceOrderError {
  message: string;
  /** A 409 stock conflict: the way out is the cart. */
  stock: boolean;
}

/**
 * Sends create-order once per attempt (storefront §4 Checkout flow). Online and gift-card orders go to the
 * payment page with a pending payment saved; cash orders clear the cart and open the confirmation.
 */
export function usePlaceOrder(locale: Locale) {
  const navigate = useNavigate();
  const keyFor = useRef(createAttemptKeeper()).current;
  // A ref as well as state: a second click can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<PlaceOrderError | null>(null);

  async function placeOrder(body: StoreCreateOrderBody): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const created = await checkoutApi.createOrder(locale, body, keyFor(body));
      const saved = {
        orderNumber: created.orderNumber,
        timestamp: Date.now(),
        customerName: body.customer.name,
        total: created.totalAmount,
        orderToken: created.orderToken,
      };
      // Kept as the last order too, so the token still opens the confirmation after 30 minutes.
      saveOrder(LAST_ORDER_KEY, saved);
      if (created.paymentUrl) {
        saveOrder(PENDING_PAYMENT_KEY, saved);
        window.location.assign(created.paymentUrl);
        return; // stay "sending" while the browser leaves
      }
      forgetOrder(PENDING_PAYMENT_KEY);
      // The signed tracking token (decision 030) lets the success screen offer the order's tracking view.
      const tracking = created.trackingToken ? `&t=${encodeURIComponent(created.trackingToken)}` : '';
      const query = `?orderNumber=${encodeURIComponent(created.orderNumber)}${tracking}`;
      await navigate(`${localizePath('/checkout/success', locale)}${query}`);
      clearCart(); // after leaving, so this page never flashes its empty-cart state
      forgetCheckoutDetails();
    } catch (caught) {
      inFlight.current = false;
      setSending(false);
      setError({
        message: caught instanceof Error ? caught.message : String(caught),
        stock: isStockConflict(caught),
      });
    }
  }

  return { placeOrder, sending, error };
}
