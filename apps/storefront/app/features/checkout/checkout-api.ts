import { errorMessage, type Locale, type StoreCreateOrderBody } from '@matjar/core';
import { apiGet, apiPath, apiPost } from '../../lib/api/api-client.js';
import { ApiError } from '../../lib/api/api-error.js';

export const checkoutApi = {
  /** POST /api/payments/create-order, once per attempt: the key makes a repeated click the same order. */
  createOrder: (locale: Locale, body: StoreCreateOrderBody, idempotencyKey: string) =>
    apiPost('/api/payments/create-order', body, 'StoreCreateOrderResponse', {
      locale,
      headers: { 'idempotency-key': idempotencyKey },
      failureMessage: errorMessage('ORDER_CREATE_FAILED', locale),
    }),

  /** GET /api/payments/verify-order/{number}: asked again and again while a payment is decided. */
  verifyOrder: (locale: Locale, orderNumber: string, orderToken: string | null) =>
    apiGet(`/api/payments/verify-order/${encodeURIComponent(orderNumber)}`, 'StoreVerifyOrderResponse', {
      locale,
      headers: orderToken ? { 'x-order-token': orderToken } : {},
      cache: 'no-store',
    }),

  /** GET /api/store/delivery-windows: the days and windows the city's zone offers (decision 034). */
  deliveryWindows: (locale: Locale, city: string) =>
    apiGet(apiPath('/api/store/delivery-windows', { city }), 'StoreDeliveryWindowsResponse', {
      locale,
      cache: 'no-store',
    }),
};

/** A stock conflict names the product and what is left; the shopper fixes it in the cart. */
export function isStockConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code !== 'IDEMPOTENCY_KEY_REUSED';
}
