import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  AdminOrderSerialParams,
  AdminOrderSerialsResponse,
  AdminRecordSerialBody,
  ApiErrorBody,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { SerialsService } from './serials-service.js';

const guarded = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
const tags = ['back office: orders'];

/** Serial numbers of an order's units (decision 049): record one, or remove a wrong one, while packing. */
export const adminSerialsRoutes: FastifyPluginAsyncZod<{ serials: SerialsService }> = async (
  app,
  { serials },
) => {
  app.post(
    '/api/admin/orders/:id/serials',
    {
      schema: {
        tags,
        summary:
          "Records one unit's serial number or IMEI for a line of a serialised product (an IMEI is checked by its check digit; a serial out on any order is refused)",
        params: AdminOrderParams,
        body: AdminRecordSerialBody,
        response: { 201: AdminOrderSerialsResponse, ...guarded },
      },
    },
    async (request, reply) => {
      const answer = await serials.record(staffActor(request.staff), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/api/admin/orders/:id/serials/:serialId',
    {
      schema: {
        tags,
        summary: 'Removes a serial recorded by mistake, while the order is still being packed',
        params: AdminOrderSerialParams,
        response: { 200: AdminOrderSerialsResponse, ...guarded },
      },
    },
    async (request) => serials.remove(staffActor(request.staff), request.params.id, request.params.serialId),
  );
};
