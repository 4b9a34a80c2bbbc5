import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health-routes.js';
import { createHealthService } from './health-service.js';

/** GET /api/health for load balancers and monitors. */
export const healthPlugin = fp(
  async function health(app: FastifyInstance) {
    await app.register(healthRoutes, { health: createHealthService(app.database) });
  },
  { name: 'health', dependencies: ['database'] },
);
