import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminDriversRoutes } from './admin-drivers-routes.js';
import { createDriversService } from './drivers-service.js';

export interface DriversPluginOptions {
  /** The clock "today" is read from for the delivery sheet and the cash report (tests fix it). */
  now?: () => Date;
}

/**
 * Cash on delivery reconciled: the drivers list, an order's driver, a driver's delivery sheet and
 * the daily cash report. Recording the cash itself stays with the order's actions (modules/orders).
 */
export const driversPlugin = fp(
  async function drivers(app: FastifyInstance, options: DriversPluginOptions) {
    await app.register(adminDriversRoutes, {
      db: app.db,
      service: createDriversService(app.db),
      now: options.now ?? (() => new Date()),
    });
  },
  { name: 'drivers', dependencies: ['database', 'staff'] },
);
