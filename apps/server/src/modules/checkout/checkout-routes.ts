import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  AppError,
  emailKey,
  errorMessage,
  rawText,
  StoreCreateOrderBody,
  StoreCreateOrderResponse,
  StoreVerifyOrderResponse,
} from '@matjar/core';
import { requestLocale } from '../../http/request-locale.js';
import type { RateLimitName, RateLimiter } from '../rate-limits/index.js';
import type { CreateOrderService } from './create-order-service.js';
import type { VerifyOrderService } from './verify-order-service.js';

export const IDEMPOTENCY_KEY_MAX = 200;
/** The confirmation e-mail's limits: counted with create-order's own, they skip the e-mail, never the order. */
const CONFIRMATION_LIMITS: RateLimitName[] = ['order-confirmation-recipient', 'order-confirmation-address'];
const tags = ['storefront: checkout'];
const errors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 502: ApiErrorBody };

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function idempotencyKey(request: FastifyRequest): string | null {
  const key = headerValue(request, 'idempotency-key')?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      {
        issues: [
          {
            path: ['headers', 'idempotency-key'],
            code: 'VALIDATION_FAILED',
            message: `At most ${IDEMPOTENCY_KEY_MAX} characters`,
            messageAr: errorMessage('VALIDATION_FAILED', 'ar'),
          },
        ],
      },
    );
  }
  return key;
}

export interface CheckoutRoutesOptions {
  createOrder: CreateOrderService;
  verifyOrder: VerifyOrderService;
  /** The signed-in shopper of a request, or null (a bad or expired cookie counts as signed out). */
  customerIdOf(request: FastifyRequest): Promise<number | null>;
  limiter: RateLimiter;
}

/** create-order and verify-order of the payments service (storefront §7). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', async (_request, reply) => {
    // Per-shopper answers: never stored by a browser cache, CDN or proxy.
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/payments/create-order',
    {
      schema: {
        tags,
        summary:
          'Places an order: prices, coupon and totals recomputed, stock reserved; optional Idempotency-Key header',
        body: StoreCreateOrderBody,
        response: { 201: StoreCreateOrderResponse, ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      // Limited per address and per e-mail once the body is valid, before any pricing or stock work. The
      // confirmation e-mail's limits are counted in the same statement; past them the order is still placed,
      // without its confirmation. An order that is refused, or replayed, gives those hits back.
      const email = emailKey(request.body.customer.email);
      const limits = await options.limiter.take(
        [
          ['create-order-address', request.ip],
          ['create-order-email', email],
        ],
        undefined,
        [
          ['order-confirmation-recipient', email],
          ['order-confirmation-address', request.ip],
        ],
      );
      const giveBack = () => limits.release(CONFIRMATION_LIMITS).catch(() => {});
      let result;
      try {
        result = await options.createOrder.create(request.body, {
          locale: request.body.locale ?? requestLocale(request),
          customerId: await options.customerIdOf(request),
          idempotencyKey: idempotencyKey(request),
          mayConfirm: limits.within(CONFIRMATION_LIMITS),
        });
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (result.replayed) {
        await giveBack();
        reply.header('idempotent-replayed', 'true');
      } else if (!limits.within(CONFIRMATION_LIMITS)) {
        request.log.warn(
          { orderNumber: result.body.orderNumber, mail: 'order-confirmation' },
          'rate limit reached: confirmation skipped',
        );
      }
      return reply.code(201).send(result.body);
    },
  );

  app.get(
    '/api/payments/verify-order/:orderNumber',
    {
      schema: {
        tags,
        summary: 'An order’s payment state; name, e-mail and codes only with X-Order-Token or as its owner',
        params: z.object({ orderNumber: rawText(100).min(1) }),
        response: { 200: StoreVerifyOrderResponse, 404: ApiErrorBody },
      },
    },
    async (request) =>
      options.verifyOrder.verify(request.params.orderNumber, {
        orderToken: headerValue(request, 'x-order-token'),
        customerId: await options.customerIdOf(request),
      }),
  );
};
