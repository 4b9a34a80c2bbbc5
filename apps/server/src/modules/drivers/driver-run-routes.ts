import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDriverLinkResponse,
  AdminDriverParams,
  ApiErrorBody,
  DriverRunBody,
  DriverRunResponse,
  DriverTapBody,
  DriverTapResponse,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { DriverLinks } from './driver-links.js';
import type { DriverRunRepository } from './driver-run-repository.js';
import type { DriverTapsService } from './driver-taps-service.js';

const refusals = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * The driver's run page's API (decision 053) and the back office's link to it. The token travels only in the
 * request body (never the address a log keeps, never a header); every answer is `no-store`.
 */
export const driverRunRoutes: FastifyPluginAsyncZod<{
  run: DriverRunRepository;
  links: DriverLinks;
  taps: DriverTapsService;
  now: () => Date;
}> = async (app, { run, links, taps, now }) => {
  const tags = ['driver run'];

  app.post(
    '/api/driver/run',
    {
      schema: {
        tags,
        summary: "A driver's stops for today and tomorrow by the day booked, from their personal link",
        body: DriverRunBody,
        response: { 200: DriverRunResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const driver = await links.verify(request.body.token);
      return reply.header('cache-control', 'no-store').send(await run.loadDriverRun(driver, now()));
    },
  );

  app.post(
    '/api/driver/taps',
    {
      schema: {
        tags,
        summary:
          'Delivered, cash collected or could not deliver, once per key (a repeat answers applied: false)',
        body: DriverTapBody,
        response: { 200: DriverTapResponse, ...refusals, 422: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { token, ...tap } = request.body;
      const driver = await links.verify(token);
      return reply.header('cache-control', 'no-store').send(await taps.tap(driver, tap));
    },
  );

  const adminTags = ['back office: drivers and cash'];
  const guarded = { 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

  app.get(
    '/api/admin/drivers/:id/link',
    {
      schema: {
        tags: adminTags,
        summary: "The driver's run link to show as a QR code, or none",
        params: AdminDriverParams,
        response: { 200: AdminDriverLinkResponse, ...guarded },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await links.current(request.params.id)),
  );

  app.post(
    '/api/admin/drivers/:id/link',
    {
      schema: {
        tags: adminTags,
        summary: 'Makes the driver a new run link; the one before stops working; audited',
        params: AdminDriverParams,
        response: { 200: AdminDriverLinkResponse, ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await links.change(staffActor(request.staff), request.params.id, true)),
  );

  app.delete(
    '/api/admin/drivers/:id/link',
    {
      schema: {
        tags: adminTags,
        summary: "Switches the driver's run link off; audited",
        params: AdminDriverParams,
        response: { 200: AdminDriverLinkResponse, ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await links.change(staffActor(request.staff), request.params.id, false)),
  );
};
