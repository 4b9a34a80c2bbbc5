import {
  errorMessage,
  type Locale,
  type StoreCartQuoteBody,
  type StoreCartQuoteResponse,
  type StoreCreateOrderBody,
  type StoreCreateOrderResponse,
  type StoreVerifyOrderResponse,
} from '@matjar/core';

/** A refused or failed call, its message already in the shopper's language. */
export class CheckoutApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed before an answer came. */
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    messageAr?: string;
    issues?: { message: string; messageAr: string }[];
  };
}

async function callApi<T>(locale: Locale, path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new CheckoutApiError(errorMessage('ORDER_CREATE_FAILED', locale), 0, 'NETWORK');
  }
  const data = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (response.ok) return data;
  const source = data.error?.issues?.[0] ?? data.error;
  const text = locale === 'ar' ? source?.messageAr : source?.message;
  throw new CheckoutApiError(
    text || errorMessage('ORDER_CREATE_FAILED', locale),
    response.status,
    data.error?.code ?? 'UNKNOWN',
  );
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const checkoutApi = {
  quote: (locale: Locale, body: StoreCartQuoteBody) =>
    callApi<StoreCartQuoteResponse>(locale, '/api/store/cart/quote', json(body)),

  createOrder: (locale: Locale, body: StoreCreateOrderBody, idempotencyKey: string) =>
    callApi<StoreCreateOrderResponse>(
      locale,
      '/api/payments/create-order',
      json(body, { 'idempotency-key': idempotencyKey }),
    ),

  verifyOrder: (locale: Locale, orderNumber: string, orderToken: string | null) =>
    callApi<StoreVerifyOrderResponse>(
      locale,
      `/api/payments/verify-order/${encodeURIComponent(orderNumber)}`,
      { headers: orderToken ? { 'x-order-token': orderToken } : {}, cache: 'no-store' },
    ),
};

/** A stock conflict names the product and what is left; the shopper fixes it in the cart. */
export function isStockConflict(error: unknown): boolean {
  return error instanceof CheckoutApiError && error.status === 409 && error.code !== 'IDEMPOTENCY_KEY_REUSED';
}
