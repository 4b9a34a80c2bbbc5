import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { serverSecret } from '../tracking/index.js';
import { adminDriversRoutes } from './admin-drivers-routes.js';
import { createDriverLinks } from './driver-links.js';
import { driverRunRoutes } from './driver-run-routes.js';
import { createDriverRunRepository } from './driver-run-repository.js';
import { createDriverTapsService } from './driver-taps-service.js';
import { createDriversService } from './drivers-service.js';

export interface DriversPluginOptions {
  /** The shop's public address: the origin of the drivers' run links. */
  publicUrl: string;
  /** The clock "today" is read from for the delivery sheet, the cash report and the run (tests fix it). */
  now?: () => Date;
}

/**
 * Cash on delivery reconciled: the drivers list, an order's driver, a driver's delivery sheet and
 * the daily cash report. The driver's run on a phone (decision 053): the personal links and the taps at the
 * door. Recording cash from the order page stays with the order's actions (modules/orders).
 */
export const driversPlugin = fp(
  async function drivers(app: FastifyInstance, options: DriversPluginOptions) {
    const now = options.now ?? (() => new Date());
    await app.register(adminDriversRoutes, {
      db: app.db,
      service: createDriversService(app.db, app.whatsappMessages, now),
      now,
    });
    await app.register(driverRunRoutes, {
      run: createDriverRunRepository(app.db),
      links: createDriverLinks(app.db, () => serverSecret(app.db, 'driver-links'), options.publicUrl),
      taps: createDriverTapsService({
        db: app.db,
        trackingTokens: app.trackingTokens,
        whatsapp: app.whatsappMessages,
      }),
      now,
    });
  },
  { name: 'drivers', dependencies: ['database', 'staff', 'tracking', 'whatsapp'] },
);
