import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDeliveryZonesBody, AdminDeliveryZonesResponse, ApiErrorBody } from '@matjar/core';
import { staffActor } from '../staff/staff-actor.js';
import type { DeliveryZonesService } from './delivery-zones-service.js';

const tags = ['back office: delivery'];
const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The delivery settings screen (decision 032): the zones with their fee, free-above amount and promise. */
export const adminDeliveryZonesRoutes: FastifyPluginAsyncZod<{ zones: DeliveryZonesService }> = async (
  app,
  { zones },
) => {
  app.get(
    '/api/admin/delivery-zones',
    {
      schema: {
        tags,
        summary: 'The delivery zones in force (the default ones, today’s rule, until staff save a list)',
        response: { 200: AdminDeliveryZonesResponse, ...guarded },
      },
    },
    () => zones.read(),
  );

  app.put(
    '/api/admin/delivery-zones',
    {
      schema: {
        tags,
        summary: 'Replaces the delivery zones; the cart quote and create-order price by them at once',
        body: AdminDeliveryZonesBody,
        response: { 200: AdminDeliveryZonesResponse, ...guarded },
      },
    },
    (request) => zones.save(staffActor(request.staff), request.body.zones),
  );
};
