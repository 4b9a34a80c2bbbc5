import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminStaffAlertsChangedResponse,
  AdminStaffAlertsResponse,
  ApiErrorBody,
  IdParams,
} from '@matjar/core';
import { alertFor } from './alert-view.js';
import { parseLastEventId } from './event-stream-format.js';
import type { StaffAlertsService } from './staff-alerts-service.js';
import type { StaffEventHub } from './staff-event-hub.js';

const tags = ['back office: staff alerts'];
const errors = { 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * Headers of the event stream: never stored by a cache (each staff member's own alerts), never buffered by
 * nginx (X-Accel-Buffering), never compressed (the server compresses only cached pages and catalogue JSON).
 */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

/** GET /api/admin/events and the caller's own alerts under /api/admin/notifications. */
export const staffEventsRoutes: FastifyPluginAsyncZod<{
  hub: StaffEventHub;
  service: StaffAlertsService;
}> = async (app, { hub, service }) => {
  app.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: the caller’s unread new-order alerts, then each new one live',
        description:
          'event "alert" (id = the alert id, data = StaffAlert) and "alerts-changed" (data {}: reload the unread ' +
          'list). A fresh connect sends every unread alert; a reconnect with Last-Event-ID those after it.',
        response: { 200: z.string().describe('text/event-stream'), ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const stream = hub.open(staff, parseLastEventId(request.headers['last-event-id']));
      reply.raw.on('close', () => hub.close(stream));
      // Fastify pipes a stream as it is (no serializer); the schema's string only types the 200 for OpenAPI.
      return reply.headers(STREAM_HEADERS).send(stream.body as unknown as string);
    },
  );

  app.get(
    '/api/admin/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s unread alerts, newest first',
        response: { 200: AdminStaffAlertsResponse, ...errors },
      },
    },
    async (request) => {
      const answer = await service.unread(request.staff!.id);
      return { ...answer, alerts: answer.alerts.map((alert) => alertFor(request.staff, alert)) };
    },
  );

  app.post(
    '/api/admin/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all of the caller’s alerts read',
        response: { 200: AdminStaffAlertsChangedResponse, ...errors },
      },
    },
    async (request) => service.readAll(request.staff!.id),
  );

  for (const [action, how] of [
    ['read', 'read'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/admin/notifications/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'read' ? 'Mark read' : 'Dismiss'} one of the caller’s alerts (another’s: 404)`,
          params: IdParams,
          response: { 200: AdminStaffAlertsChangedResponse, 400: ApiErrorBody, 404: ApiErrorBody, ...errors },
        },
      },
      async (request) => service.close(request.staff!.id, request.params.id, how),
    );
  }
};
