import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  AdminOrderReturnsResponse,
  AdminReturnBody,
  AdminReturnResponse,
  ApiErrorBody,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { ReturnsService } from './returns-service.js';

const guarded = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
const tags = ['back office: orders'];

/** An order's returns by line and quantity, and exchanges (decision 048). */
export const adminReturnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  app.get(
    '/api/admin/orders/:id/returns',
    {
      schema: {
        tags,
        summary:
          "The order's return window, what each line may still send back, its returns and the orders an exchange links",
        params: AdminOrderParams,
        response: { 200: AdminOrderReturnsResponse, ...guarded },
      },
    },
    async (request) => returns.list(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/returns',
    {
      schema: {
        tags,
        summary:
          'Takes goods back by line and quantity (resellable back in stock, damaged written off), with a reason; ' +
          'past the window only an admin, with late_reason. Optionally refunds at once, or makes an exchange ' +
          'order whose difference is charged (cash on delivery or a card page) or refunded. The same ' +
          'request_key answers the same return',
        params: AdminOrderParams,
        body: AdminReturnBody,
        response: { 200: AdminReturnResponse, 201: AdminReturnResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const { answer, created } = await returns.create(
        staffActor(request.staff),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ success: true as const, ...answer });
    },
  );
};
