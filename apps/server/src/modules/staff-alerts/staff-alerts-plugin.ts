import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createStaffAlertsRepository } from './staff-alerts-repository.js';
import { staffAlertsRoutes } from './staff-alerts-routes.js';
import { createStaffAlertsService } from './staff-alerts-service.js';
import { createStaffEventHub, type StaffEventHub } from './staff-event-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open staff event streams (tests and the benchmark read its count). */
    staffEvents: StaffEventHub;
  }
}

/**
 * Live new-order alerts (back-office §2): the checkout writes the alert rows and NOTIFYs order_created in
 * the order's transaction; here every process LISTENs once and pushes to its connected staff over SSE.
 */
export const staffAlertsPlugin = fp(
  async function staffAlerts(app: FastifyInstance) {
    const alerts = createStaffAlertsRepository(app.db);
    const hub = createStaffEventHub({
      database: app.database,
      alerts,
      sessionActive: (tokenHash) => app.staffAuth.isActive(tokenHash),
      log: app.log,
    });
    await hub.start();
    app.decorate('staffEvents', hub);
    // Before the server closes: it would otherwise wait for every open stream to end by itself.
    app.addHook('preClose', async () => hub.stop());
    await app.register(staffAlertsRoutes, { hub, service: createStaffAlertsService(app.db, alerts) });
  },
  { name: 'staff-alerts', dependencies: ['database', 'staff'] },
);
