import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, IdParam, OrderStatusPatchBody, OrderStatusPatchResponse } from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { OrderStatusService } from './order-status-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The staff's status change, at the path the spec gives it (storefront §7), guarded like the back office. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ statuses: OrderStatusService }> = async (
  app,
  { statuses },
) => {
  app.patch(
    '/api/payments/order-status/:orderId',
    {
      schema: {
        tags: ['back office: orders'],
        summary:
          "Moves an order along the status machine (legacy words accepted); 409 when the move is not allowed or the order changed since 'from'",
        params: z.object({ orderId: IdParam }),
        body: OrderStatusPatchBody,
        response: { 200: OrderStatusPatchResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const order = await statuses.change(staffActor(request.staff), request.params.orderId, request.body);
      return { success: true as const, order };
    },
  );
};
