import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  StoreTrackOrderBody,
  StoreTrackOrderResponse,
  StoreTrackTokenParams,
} from '@matjar/core';
import { requestClient } from '../../http/request-client.js';
import type { TrackingService } from './tracking-service.js';

/**
 * POST /api/orders/track (number + e-mail or phone) and GET /api/orders/track/{token} (the signed link):
 * the tracking view of one order, for anyone who proves either (decision 030). Every refusal is the same 404.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  const responses = { 200: StoreTrackOrderResponse, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };
  app.post(
    '/api/orders/track',
    { schema: { tags: ['store: orders'], body: StoreTrackOrderBody, response: responses } },
    async (request, reply) => {
      const order = await tracking.byContact(request.body, requestClient(request));
      return reply.header('cache-control', 'no-store').send({ success: true as const, order });
    },
  );
  app.get(
    '/api/orders/track/:token',
    { schema: { tags: ['store: orders'], params: StoreTrackTokenParams, response: responses } },
    async (request, reply) => {
      const order = await tracking.byToken(request.params.token, requestClient(request));
      return reply.header('cache-control', 'no-store').send({ success: true as const, order });
    },
  );
};
