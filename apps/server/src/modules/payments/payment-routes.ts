import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, rawText } from '@matjar/core';

const GatewayParams = z.object({ gateway: z.enum(['sandbox', 'skipcash']) });
const CallbackAnswer = z.object({ received: z.literal(true) });
const ReturnQuery = z.object({
  orderNumber: rawText(120).optional(),
  id: rawText(120).optional(),
});

/**
 * Where gateways talk to the shop: signed callbacks (POST) and the shopper's browser coming back (GET).
 * Only the configured gateway is listened to; a callback for another is 404.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
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
      app.payments.assertGateway(request.params.gateway);
      await app.payments.handleCallback(request.headers, request.body);
      return { received: true as const };
    },
  );

  routes.get(
    '/api/payments/return/:gateway',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The shopper's return from the gateway: confirmed by a look-up, then 303 to the result screen",
        params: GatewayParams,
        querystring: ReturnQuery,
        response: { 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      app.payments.assertGateway(request.params.gateway);
      const location = await app.payments.confirmReturn(request.query);
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );
}
