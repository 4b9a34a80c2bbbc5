import type {
  DriverRunBody,
  DriverTapBody,
  StoreAddressBody,
  StoreCartQuoteBody,
  StoreChangePasswordBody,
  StoreContactBody,
  StoreCreateOrderBody,
  StoreForgotPasswordBody,
  StoreGiftCardBalanceBody,
  StoreGiftCodesBody,
  StoreJoinGuestOrdersBody,
  StoreLogInBody,
  StoreResetPasswordBody,
  StoreRestockAlertBody,
  StoreRestockUnsubscribeBody,
  StoreReviewBody,
  StoreSignUpBody,
  StoreTrackOrderBody,
  StoreUpdateMeBody,
} from '@matjar/core';
import type { z } from 'zod';

/*
 * The request body of every route the storefront writes to, as core's schema takes it in (`z.input`): the
 * server validates with the same schema, so a body the compiler accepts here is one the server's schema
 * accepts in shape. Types only: nothing of core's schemas reaches the browser's bundle from this file. Keyed by
 * the path the client calls (an id in the path is `${number}`); apiPost and apiPut take their body type from
 * here, so a path missing from this list does not compile.
 */

/** A route that reads no body: the client sends none (or an empty object). */
export type NoBody = undefined | Record<string, never>;

/** POST routes. */
export interface PostBodies {
  '/api/driver/run': z.input<typeof DriverRunBody>;
  '/api/driver/taps': z.input<typeof DriverTapBody>;
  '/api/orders/gift-codes': z.input<typeof StoreGiftCodesBody>;
  '/api/orders/track': z.input<typeof StoreTrackOrderBody>;
  '/api/payments/create-order': z.input<typeof StoreCreateOrderBody>;
  '/api/store/account/addresses': z.input<typeof StoreAddressBody>;
  [path: `/api/store/account/addresses/${number}/default`]: NoBody;
  '/api/store/account/guest-orders': z.input<typeof StoreJoinGuestOrdersBody>;
  '/api/store/auth/forgot-password': z.input<typeof StoreForgotPasswordBody>;
  '/api/store/auth/log-in': z.input<typeof StoreLogInBody>;
  '/api/store/auth/log-out': NoBody;
  '/api/store/auth/me/password': z.input<typeof StoreChangePasswordBody>;
  '/api/store/auth/reset-password': z.input<typeof StoreResetPasswordBody>;
  '/api/store/auth/sign-up': z.input<typeof StoreSignUpBody>;
  '/api/store/cart/quote': z.input<typeof StoreCartQuoteBody>;
  '/api/store/contact': z.input<typeof StoreContactBody>;
  '/api/store/gift-cards/balance': z.input<typeof StoreGiftCardBalanceBody>;
  [path: `/api/store/products/${number}/reviews`]: z.input<typeof StoreReviewBody>;
  '/api/store/restock-alerts': z.input<typeof StoreRestockAlertBody>;
  '/api/store/restock-alerts/one-click': NoBody;
  '/api/store/restock-alerts/unsubscribe': z.input<typeof StoreRestockUnsubscribeBody>;
}

/** PUT routes. */
export interface PutBodies {
  [path: `/api/store/account/addresses/${number}`]: z.input<typeof StoreAddressBody>;
  '/api/store/auth/me': z.input<typeof StoreUpdateMeBody>;
}
