import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  AdminOrderRefundsResponse,
  AdminRefundBody,
  AdminRefundParams,
  AdminRefundResponse,
  ApiErrorBody,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { RefundsService } from './refunds-service.js';

const guarded = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
const tags = ['back office: orders'];

/** An order's refunds (decision 045): list, refund (card or cash), and try again or check a card refund. */
export const adminRefundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.get(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: "The order's refunds, what was paid and what may still be refunded, and by which methods",
        params: AdminOrderParams,
        response: { 200: AdminOrderRefundsResponse, ...guarded },
      },
    },
    async (request) => refunds.list(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'Refunds part or all of what was paid, with a reason: card through the gateway (or recorded from its portal), cash recorded; the same request_key answers the same refund',
        params: AdminOrderParams,
        body: AdminRefundBody,
        response: { 200: AdminRefundResponse, 201: AdminRefundResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await refunds.create(
        staffActor(request.staff),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ success: true as const, ...answer });
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds/:refundId/retry',
    {
      schema: {
        tags,
        summary: 'Tries a failed card refund again, or checks a pending one, under the same gateway key',
        params: AdminRefundParams,
        response: { 200: AdminRefundResponse, ...guarded },
      },
    },
    async (request) => {
      const { created: _created, ...answer } = await refunds.retry(
        staffActor(request.staff),
        request.params.id,
        request.params.refundId,
      );
      return { success: true as const, ...answer };
    },
  );
};
