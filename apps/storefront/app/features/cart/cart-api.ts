import type { StoreCartQuoteBody, StoreCartQuoteResponse, StoreCouponsResponse } from '@matjar/core';

// The two calls the cart page makes. Failures reject; the page then keeps its local preview (core rules).

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** GET /api/store/coupons: unexpired, active coupons to list under the coupon field. */
export function fetchStoreCoupons(): Promise<StoreCouponsResponse> {
  return getJson<StoreCouponsResponse>('/api/store/coupons');
}

/** POST /api/store/cart/quote: the server's prices, stock and coupon verdict for these lines (D4). */
export function fetchCartQuote(
  body: StoreCartQuoteBody,
  signal?: AbortSignal,
): Promise<StoreCartQuoteResponse> {
  return getJson<StoreCartQuoteResponse>('/api/store/cart/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}
