import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBody, ApiErrorBody, HealthResponse } from '@matjar/core';
import type { HealthService } from './health-service.js';

/** Liveness and readiness in one: answers 200 only when the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, options) => {
  const { health } = options;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health',
        response: { 200: HealthResponse, 503: ApiErrorBody },
      },
    },
    async (request, reply) => {
      try {
        await health.pingDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        return reply.code(503).send(apiErrorBody('SERVICE_UNAVAILABLE'));
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        databaseKind: health.databaseKind,
        uptimeSeconds: Math.floor(process.uptime()),
      };
    },
  );
};
