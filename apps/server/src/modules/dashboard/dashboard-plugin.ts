import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDashboardRepository } from './dashboard-repository.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { createDashboardService } from './dashboard-service.js';
import { createGiftCodeStockRepository } from '../gift-cards/index.js';
import { createLowStockRepository } from './low-stock-repository.js';

/** The back office's first screen, today's cockpit: sales, orders to act on, cash, inbox, reviews, low stock. */
export const dashboardPlugin = fp(
  async function dashboard(app: FastifyInstance) {
    await app.register(dashboardRoutes, {
      dashboard: createDashboardService(
        createDashboardRepository(app.db),
        createLowStockRepository(app.db),
        undefined,
        () => createGiftCodeStockRepository(app.db).loadGiftCodeStock(),
      ),
    });
  },
  { name: 'dashboard', dependencies: ['database', 'staff'] },
);
