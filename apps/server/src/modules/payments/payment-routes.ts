import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, rawText } from '@matjar/core';
import type { PaymentsApi } from './payments-service.js';
import { readReturnQuery } from './return-query.js';

const GatewayParams = z.object({ gateway: z.enum(['sandbox', 'skipcash']) });
const CallbackAnswer = z.object({ received: z.literal(true) });
const NoBody = z.string().describe('No body: the Location header is the result screen');
const ReturnQuery = z.object({
  orderNumber: rawText(120).optional(),
  id: rawText(120).optional(),
});

/**
 * Where gateways talk to the shop: signed callbacks (POST) and the shopper's browser coming back (GET).
 * Only the configured gateway is listened to; a callback for another is 404.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsApi }> = async (app, { payments }) => {
  app.post(
    '/api/payments/callback/:gateway',
    {
      schema: {
        tags: ['payments'],
        summary: 'Signed payment notification from the gateway (verified, de-duplicated, applied once)',
        params: GatewayParams,
        response: { 200: CallbackAnswer, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      payments.assertGateway(request.params.gateway);
      await payments.handleCallback(request.headers, request.body);
      return { received: true as const };
    },
  );

  app.get(
    '/api/payments/return/:gateway',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The shopper's return from the gateway: confirmed by a look-up, then 303 to the result screen",
        params: GatewayParams,
        querystring: ReturnQuery,
        response: { 303: NoBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      payments.assertGateway(request.params.gateway);
      // Read again from the raw address with a URL parser: a gateway may add `id` after a second `?`, where
      // the parsed query above would leave it inside another value.
      const location = await payments.confirmReturn(readReturnQuery(request.url));
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );
};
