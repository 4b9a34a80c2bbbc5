import type { StoreCartQuoteBody } from '@matjar/core';
import { apiPost, type ApiCallOptions } from './api-client.js';

/**
 * POST /api/store/cart/quote: the server's prices, stock and coupon verdict for these lines (D4). The cart page
 * previews with it and checkout prices the form with it, so it is asked the same way from both.
 */
export function requestCartQuote(body: StoreCartQuoteBody, options: ApiCallOptions) {
  return apiPost('/api/store/cart/quote', body, 'StoreCartQuoteResponse', options);
}
