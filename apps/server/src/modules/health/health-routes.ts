import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorBody,
  DATABASE_RETRY_AFTER_SECONDS,
  HealthResponse,
  HealthUnavailableResponse,
  LivenessResponse,
} from '@matjar/core';
import { driverReason } from '../../sql/postgres-errors.js';
import type { HealthService } from './health-service.js';

const uptimeSeconds = () => Math.floor(process.uptime());

/**
 * Three answers for three readers (docs/deploy.md says which to use where):
 * - /api/health/live: the process answers HTTP. A process manager restarts the shop only when this fails;
 *   a database outage is not a reason (the shop restarts its own database, and exits when it cannot).
 * - /api/health/ready: the database answers a query. A load balancer sends traffic only to ready instances.
 * - /api/health: the same verdict as ready, for people and monitors, with the database's state.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, options) => {
  const { health } = options;
  const readiness = {
    tags: ['system'],
    response: { 200: HealthResponse, 503: HealthUnavailableResponse },
  };
  const answerReadiness = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    try {
      await health.pingDatabase();
    } catch (error) {
      const state = health.databaseDownState();
      request.log.warn(
        { reason: driverReason(error), database: state },
        'health check: the database does not answer',
      );
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          ...apiErrorBody('DATABASE_UNAVAILABLE'),
          status: 'unavailable' as const,
          database: state,
          databaseKind: health.databaseKind,
          databaseRestarts: health.databaseRestarts(),
          uptimeSeconds: uptimeSeconds(),
        });
    }
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      databaseKind: health.databaseKind,
      databaseRestarts: health.databaseRestarts(),
      uptimeSeconds: uptimeSeconds(),
    };
  };
  app.get(
    '/api/health',
    { schema: { ...readiness, summary: 'Service and database health, with the database state' } },
    answerReadiness,
  );
  app.get(
    '/api/health/ready',
    { schema: { ...readiness, summary: 'Readiness: 200 only while the database answers (load balancers)' } },
    answerReadiness,
  );
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 while the process answers, whatever the database (process managers)',
        response: { 200: LivenessResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }),
  );
};
