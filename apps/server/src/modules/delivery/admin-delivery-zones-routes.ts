import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeliveryScheduleBody,
  AdminDeliveryScheduleResponse,
  AdminDeliveryZonesBody,
  AdminDeliveryZonesResponse,
  ApiErrorBody,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
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

/** The delivery windows' schedule (decision 034): working days, cut-off, days ahead, windows and seats. */
export const adminDeliveryScheduleRoutes: FastifyPluginAsyncZod<{ zones: DeliveryZonesService }> = async (
  app,
  { zones },
) => {
  app.get(
    '/api/admin/delivery-schedule',
    {
      schema: {
        tags,
        summary: 'The delivery windows’ schedule in force (the default one until staff save theirs)',
        response: { 200: AdminDeliveryScheduleResponse, ...guarded },
      },
    },
    () => zones.readSchedule(),
  );

  app.put(
    '/api/admin/delivery-schedule',
    {
      schema: {
        tags,
        summary:
          'Replaces the delivery windows’ schedule; zones marked “windows” offer it at checkout at once',
        body: AdminDeliveryScheduleBody,
        response: { 200: AdminDeliveryScheduleResponse, ...guarded },
      },
    },
    (request) => zones.saveSchedule(staffActor(request.staff), request.body.schedule),
  );
};
