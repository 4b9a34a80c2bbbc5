import type { Locale, StoreAccountOrder, StoreCustomer } from '@matjar/core';

/** An API refusal with its message already in the shopper's language. */
export class AccountApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The form field the error is about, when the server named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: {
    message?: string;
    messageAr?: string;
    issues?: { path: (string | number)[]; message: string; messageAr: string }[];
  };
}

/** JSON call to the account API; the session cookie goes along (same origin), errors become AccountApiError. */
export async function accountFetch<T>(
  path: string,
  locale: Locale,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (!response.ok) {
    // A field issue (e.g. 'Passwords do not match') says more than the general 'some fields are invalid'.
    const issue = data.error?.issues?.[0];
    const source = issue ?? data.error;
    const text = locale === 'ar' ? source?.messageAr : source?.message;
    const field = issue?.path.at(-1);
    throw new AccountApiError(
      text ?? String(response.status),
      response.status,
      typeof field === 'string' ? field : undefined,
    );
  }
  return data;
}

export const accountApi = {
  me: (locale: Locale) =>
    accountFetch<{ customer: StoreCustomer }>('/api/store/auth/me', locale).then((r) => r.customer),
  logIn: (locale: Locale, body: { email: string; password: string }) =>
    accountFetch<{ customer: StoreCustomer }>('/api/store/auth/log-in', locale, {
      method: 'POST',
      body,
    }).then((r) => r.customer),
  signUp: (locale: Locale, body: Record<string, string>) =>
    accountFetch<{ customer: StoreCustomer }>('/api/store/auth/sign-up', locale, {
      method: 'POST',
      body,
    }).then((r) => r.customer),
  logOut: (locale: Locale) => accountFetch('/api/store/auth/log-out', locale, { method: 'POST', body: {} }),
  updateMe: (locale: Locale, body: { firstName: string; lastName: string; phone: string }) =>
    accountFetch<{ customer: StoreCustomer }>('/api/store/auth/me', locale, { method: 'PUT', body }).then(
      (r) => r.customer,
    ),
  changePassword: (locale: Locale, body: Record<string, string>) =>
    accountFetch('/api/store/auth/me/password', locale, { method: 'POST', body }),
  orders: (locale: Locale) =>
    accountFetch<{ orders: StoreAccountOrder[] }>('/api/store/account/orders', locale).then((r) => r.orders),
};
