import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createStaffAlertsRepository } from './staff-alerts-repository.js';
import { staffEventsRoutes } from './staff-events-routes.js';
import { createStaffAlertsService } from './staff-alerts-service.js';
import { createStaffEventHub, type StaffEventHub } from './staff-event-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open staff event streams (tests and the benchmark read its count). */
    staffEvents: StaffEventHub;
  }
}

/**
 * The staff's live event stream (GET /api/admin/events): new-order alerts (docs/product/back-office.md §2) and every order's
 * changes. The checkout writes the alert rows and NOTIFYs order_created in the order's transaction, and order
 * changes NOTIFY order_changed; here every process LISTENs once and pushes both to its connected staff over
 * SSE. The unread alerts list (/api/admin/notifications) is this module's too.
 */
export const staffEventsPlugin = fp(
  async function staffEvents(app: FastifyInstance) {
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
    await app.register(staffEventsRoutes, { hub, service: createStaffAlertsService(app.db, alerts) });
  },
  { name: 'staff-events', dependencies: ['database', 'staff'] },
);
