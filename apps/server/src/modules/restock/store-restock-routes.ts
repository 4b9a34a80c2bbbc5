import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  StoreRestockAlertBody,
  StoreRestockAlertResponse,
  StoreRestockSubscriptionResponse,
  StoreRestockUnsubscribeBody,
  StoreRestockUnsubscribeQuery,
} from '@matjar/core';
import { requestClient } from '../../http/request-client.js';
import { requestLocale } from '../../http/request-locale.js';
import type { RestockService } from './restock-service.js';

/**
 * POST /api/store/restock-alerts ("notify me when available"), and the restock e-mail's unsubscribe link:
 * GET /api/store/restock-alerts/unsubscribe?token= (what it stops) and POST …/unsubscribe (stop it). No sign-in.
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
};
