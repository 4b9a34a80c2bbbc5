import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDashboardRepository } from './dashboard-repository.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { createDashboardService } from './dashboard-service.js';

/** The back office's first screen: order counts, orders and revenue per day, low stock. */
export const dashboardPlugin = fp(
  async function dashboard(app: FastifyInstance) {
    await app.register(dashboardRoutes, {
      dashboard: createDashboardService(createDashboardRepository(app.db)),
    });
  },
  { name: 'dashboard', dependencies: ['database', 'staff'] },
);
