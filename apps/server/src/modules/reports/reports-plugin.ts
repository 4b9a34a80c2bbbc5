import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminReportsRoutes } from './admin-reports-routes.js';
import { createReportsService } from './reports-service.js';

export interface ReportsPluginOptions {
  /** The clock the cash still out is aged against (tests fix it). */
  now?: () => Date;
}

/** The back office's reports: sales, products and cash over a range of Doha days. */
export const reportsPlugin = fp(
  async function reports(app: FastifyInstance, options: ReportsPluginOptions) {
    await app.register(adminReportsRoutes, { reports: createReportsService(app.db, options.now) });
  },
  { name: 'reports', dependencies: ['database', 'staff'] },
);
