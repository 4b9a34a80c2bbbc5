import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  AppError,
  IdParams,
  StoreAccountOrdersResponse,
  StoreAddressBody,
  StoreAddressResponse,
  StoreAddressesResponse,
  StoreAuthResponse,
  StoreChangePasswordBody,
  StoreForgotPasswordBody,
  StoreJoinGuestOrdersBody,
  StoreJoinGuestOrdersResponse,
  StoreLogInBody,
  StoreLogOutResponse,
  StoreResetPasswordBody,
  StoreSignUpBody,
  StoreUpdateMeBody,
} from '@matjar/core';
import { requestLocale } from '../../http/request-locale.js';
import { isSameOriginRequest } from '../../http/same-origin.js';
import { hashSessionToken } from '../../credentials/session-token.js';
import type { AccountOrdersRepository } from './account-orders-repository.js';
import type { AddressService } from './address-service.js';
import type { GuestOrdersLinks } from './guest-orders-links.js';
import type { TrackingTokens } from '../tracking/index.js';
import {
  toStoreCustomer,
  type ClientInfo,
  type CustomerAuthService,
  type CustomerIdentity,
} from './customer-auth-service.js';
import { CUSTOMER_COOKIE, CUSTOMER_SESSION_IDLE_MS, readSessionCookie } from './customer-session.js';

export interface StoreCustomerRoutesOptions {
  auth: CustomerAuthService;
  /** Joins a guest's orders to an account by the e-mailed link (decision 043). */
  guestOrders: GuestOrdersLinks;
  accountOrders: AccountOrdersRepository;
  addresses: AddressService;
  /** Signs each order's tracking link (decision 030), so "my orders" opens the tracking view. */
  trackingTokens: TrackingTokens;
  servesHttps: boolean;
  publicUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const tags = ['storefront: customer accounts'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * Customer accounts (storefront §5, D2) under /api/store/auth and "my orders" under /api/store/account.
 * The session lives in the httpOnly cookie only; every write must come from our own pages (Sec-Fetch-Site /
 * Origin), since a forged cross-site form would carry the cookie (SameSite=Lax still sends it on top-level
 * navigation) or sign the shopper into an attacker's account.
 */
export const storeCustomerRoutes: FastifyPluginAsyncZod<StoreCustomerRoutesOptions> = async (
  app,
  options,
) => {
  const { auth, accountOrders, addresses } = options;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.servesHttps,
    path: '/',
  };

  // Encapsulated: these hooks apply to this plugin's routes only.
  app.addHook('onRequest', async (request, reply) => {
    // Per-visitor answers: never stored by a browser cache, CDN or proxy.
    reply.header('cache-control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request, options.publicUrl)) {
      throw new AppError('STORE_CROSS_SITE_REQUEST');
    }
  });

  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(CUSTOMER_COOKIE, token, { ...cookieOptions, maxAge: CUSTOMER_SESSION_IDLE_MS / 1000 });
  }

  function client(request: FastifyRequest): ClientInfo {
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      previousToken: readSessionCookie(request),
    };
  }

  /** The signed-in customer, or 401 (and the stale cookie removed). */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<CustomerIdentity> {
    const token = readSessionCookie(request);
    const identity = token ? await auth.authenticate(token) : undefined;
    if (!token || !identity) {
      if (token) reply.clearCookie(CUSTOMER_COOKIE, cookieOptions);
      throw new AppError('UNAUTHENTICATED');
    }
    // The cookie's own lifetime slides with the session's.
    if (identity.extended) setSessionCookie(reply, token);
    return identity;
  }

  app.post(
    '/api/store/auth/sign-up',
    {
      schema: {
        tags,
        summary: 'Create a customer account and sign in (sets the httpOnly session cookie)',
        body: StoreSignUpBody,
        response: {
          201: StoreAuthResponse,
          400: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { token, customer } = await auth.signUp(
        request.body,
        client(request),
        request.body.locale ?? requestLocale(request),
      );
      setSessionCookie(reply, token);
      return reply.code(201).send({ success: true as const, customer });
    },
  );

  app.post(
    '/api/store/account/guest-orders',
    {
      schema: {
        tags,
        summary:
          "Join the orders placed as a guest with the account's e-mail, by the link e-mailed at sign-up (works once)",
        body: StoreJoinGuestOrdersBody,
        response: {
          200: StoreJoinGuestOrdersResponse,
          400: ApiErrorBody,
          403: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const joined = await options.guestOrders.join(request.body.token, request.ip);
      return { success: true as const, orders: joined };
    },
  );

  app.post(
    '/api/store/auth/log-in',
    {
      schema: {
        tags,
        summary: 'Customer sign-in (sets the httpOnly session cookie; limited per address and account)',
        body: StoreLogInBody,
        response: { 200: StoreAuthResponse, ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { token, customer } = await auth.logIn(request.body, client(request));
      setSessionCookie(reply, token);
      return { success: true as const, customer };
    },
  );

  app.post(
    '/api/store/auth/log-out',
    {
      schema: {
        tags,
        summary: 'Ends the session on the server and removes the cookie',
        response: { 200: StoreLogOutResponse, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const token = readSessionCookie(request);
      if (token) await auth.logOut(hashSessionToken(token));
      reply.clearCookie(CUSTOMER_COOKIE, cookieOptions);
      return { success: true as const };
    },
  );

  app.get(
    '/api/store/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in customer',
        response: { 200: StoreAuthResponse, 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      return { success: true as const, customer: toStoreCustomer(customer) };
    },
  );

  app.put(
    '/api/store/auth/me',
    {
      schema: {
        tags,
        summary: 'Change the signed-in customer’s name and phone',
        body: StoreUpdateMeBody,
        response: { 200: StoreAuthResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      return { success: true as const, customer: await auth.updateMe(customer.id, request.body) };
    },
  );

  app.post(
    '/api/store/auth/me/password',
    {
      schema: {
        tags,
        summary: 'Change the password (current one required); other browsers are signed out',
        body: StoreChangePasswordBody,
        response: { 200: StoreLogOutResponse, ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const identity = await signedIn(request, reply);
      await auth.changePassword(identity, request.body, request.ip);
      return { success: true as const };
    },
  );

  app.get(
    '/api/store/account/orders',
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s orders, newest first',
        response: { 200: StoreAccountOrdersResponse, 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      const orders = await accountOrders.listForCustomer(customer.id);
      const signed = await Promise.all(
        orders.map(async (order) => ({ ...order, trackingToken: await options.trackingTokens.sign(order) })),
      );
      return { success: true as const, orders: signed };
    },
  );

  app.post(
    '/api/store/auth/forgot-password',
    {
      schema: {
        tags,
        summary:
          'E-mails a one-time password reset link valid for an hour; the same answer whether or not the e-mail has an account',
        body: StoreForgotPasswordBody,
        response: { 200: StoreLogOutResponse, 400: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/api/store/auth/reset-password',
    {
      schema: {
        tags,
        summary:
          'Sets a new password from a reset link, ends every session of the account and signs this browser in',
        body: StoreResetPasswordBody,
        response: { 200: StoreAuthResponse, 400: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { token, customer } = await auth.resetPassword(request.body, client(request));
      setSessionCookie(reply, token);
      return { success: true as const, customer };
    },
  );

  const addressErrors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

  app.get(
    '/api/store/account/addresses',
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s saved delivery addresses, the default first',
        response: { 200: StoreAddressesResponse, 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      return { success: true as const, addresses: await addresses.list(customer.id) };
    },
  );

  app.post(
    '/api/store/account/addresses',
    {
      schema: {
        tags,
        summary: 'Save a delivery address (at most 10; the first is the default)',
        body: StoreAddressBody,
        response: { 201: StoreAddressResponse, ...addressErrors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      const address = await addresses.create(customer.id, request.body);
      return reply.code(201).send({ success: true as const, address });
    },
  );

  app.put(
    '/api/store/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change one of the signed-in customer’s addresses (another customer’s id is 404)',
        params: IdParams,
        body: StoreAddressBody,
        response: { 200: StoreAddressResponse, ...addressErrors },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      return {
        success: true as const,
        address: await addresses.update(customer.id, request.params.id, request.body),
      };
    },
  );

  app.post(
    '/api/store/account/addresses/:id/default',
    {
      schema: {
        tags,
        summary: 'Make one of the signed-in customer’s addresses the default',
        params: IdParams,
        response: { 200: StoreAddressResponse, ...addressErrors },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      return { success: true as const, address: await addresses.makeDefault(customer.id, request.params.id) };
    },
  );

  app.delete(
    '/api/store/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the signed-in customer’s addresses (the default passes to the oldest left)',
        params: IdParams,
        response: { 200: StoreLogOutResponse, ...addressErrors },
      },
    },
    async (request, reply) => {
      const { customer } = await signedIn(request, reply);
      await addresses.remove(customer.id, request.params.id);
      return { success: true as const };
    },
  );
};
