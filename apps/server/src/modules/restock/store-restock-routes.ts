import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  StoreRestockAlertBody,
  StoreRestockAlertResponse,
  StoreRestockOneClickQuery,
  StoreRestockOneClickResponse,
  StoreRestockSubscriptionResponse,
  StoreRestockUnsubscribeBody,
  StoreRestockUnsubscribeQuery,
} from '@matjar/core';
import { requestClient } from '../../http/request-client.js';
import { requestLocale } from '../../http/request-locale.js';
import type { RestockService } from './restock-service.js';

/**
 * POST /api/store/restock-alerts ("notify me when available"), and the restock e-mail's unsubscribe link:
 * GET /api/store/restock-alerts/unsubscribe?token= (what it stops) and POST …/unsubscribe (stop it), and the
 * List-Unsubscribe header's one-click POST …/one-click?t= (RFC 8058). No sign-in.
 */
export const storeRestockRoutes: FastifyPluginAsyncZod<{ restock: RestockService }> = async (
  app,
  { restock },
) => {
  app.post(
    '/api/store/restock-alerts',
    {
      schema: {
        tags: ['store: restock alerts'],
        body: StoreRestockAlertBody,
        response: {
          200: StoreRestockAlertResponse,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? requestLocale(request);
      await restock.subscribe(request.body, locale, requestClient(request));
      return reply.header('cache-control', 'no-store').send({ success: true as const });
    },
  );
  const responses = { 200: StoreRestockSubscriptionResponse, 400: ApiErrorBody, 404: ApiErrorBody };
  app.get(
    '/api/store/restock-alerts/unsubscribe',
    {
      schema: {
        tags: ['store: restock alerts'],
        querystring: StoreRestockUnsubscribeQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      const subscription = await restock.subscription(request.query.token);
      return reply.header('cache-control', 'no-store').send({ success: true as const, subscription });
    },
  );
  app.post(
    '/api/store/restock-alerts/unsubscribe',
    { schema: { tags: ['store: restock alerts'], body: StoreRestockUnsubscribeBody, response: responses } },
    async (request, reply) => {
      const subscription = await restock.unsubscribe(request.body.token);
      return reply.header('cache-control', 'no-store').send({ success: true as const, subscription });
    },
  );

  // Mail providers post the one-click body form-encoded ("List-Unsubscribe=One-Click"); its content is not
  // needed (the address is the request), so the parser only has to accept it, in this plugin alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(
    '/api/store/restock-alerts/one-click',
    {
      schema: {
        tags: ['store: restock alerts'],
        description:
          "RFC 8058 one-click unsubscribe from a restock e-mail's List-Unsubscribe header; answers nothing about the subscription",
        querystring: StoreRestockOneClickQuery,
        response: { 200: StoreRestockOneClickResponse, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await restock.unsubscribe(request.query.t, 'one-click');
      return reply.header('cache-control', 'no-store').send({ success: true as const });
    },
  );
};
