import type {
  Locale,
  StoreChangePasswordBody,
  StoreLogInBody,
  StoreResetPasswordBody,
  StoreSignUpBody,
  StoreUpdateMeBody,
} from '@matjar/core';
import type { z } from 'zod';
import { apiGet, apiPost, apiPut } from '../../lib/api/api-client.js';

// The account calls; the session cookie goes along (same origin). Forms send their fields as typed by core's
// schemas and the server checks them with the same schemas, answering each field's problem in both languages.

export const accountApi = {
  logIn: (locale: Locale, body: StoreLogInBody) =>
    apiPost('/api/store/auth/log-in', body, 'StoreAuthResponse', { locale }).then((r) => r.customer),
  signUp: (locale: Locale, body: Omit<z.input<typeof StoreSignUpBody>, 'locale'>) =>
    apiPost('/api/store/auth/sign-up', { ...body, locale }, 'StoreAuthResponse', { locale }).then(
      (r) => r.customer,
    ),
  joinGuestOrders: (locale: Locale, token: string) =>
    apiPost('/api/store/account/guest-orders', { token }, 'StoreJoinGuestOrdersResponse', { locale }),
  logOut: (locale: Locale) => apiPost('/api/store/auth/log-out', {}, 'SuccessResponse', { locale }),
  updateMe: (locale: Locale, body: StoreUpdateMeBody) =>
    apiPut('/api/store/auth/me', body, 'StoreAuthResponse', { locale }).then((r) => r.customer),
  changePassword: (locale: Locale, body: z.input<typeof StoreChangePasswordBody>) =>
    apiPost('/api/store/auth/me/password', body, 'SuccessResponse', { locale }),
  forgotPassword: (locale: Locale, email: string) =>
    apiPost('/api/store/auth/forgot-password', { email, locale }, 'SuccessResponse', { locale }),
  resetPassword: (locale: Locale, body: z.input<typeof StoreResetPasswordBody>) =>
    apiPost('/api/store/auth/reset-password', body, 'StoreAuthResponse', { locale }).then((r) => r.customer),
  orders: (locale: Locale) =>
    apiGet('/api/store/account/orders', 'StoreAccountOrdersResponse', { locale }).then((r) => r.orders),
};
