import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createActivityRepository } from './activity-repository.js';
import { activityRoutes } from './activity-routes.js';

/**
 * The activity log screen and its CSV export (super_admin). Every module writes its own entries, in the
 * transaction of the change, through record-activity.ts.
 */
export const auditPlugin = fp(
  async function audit(app: FastifyInstance) {
    await app.register(activityRoutes, { activity: createActivityRepository(app.db) });
  },
  { name: 'audit', dependencies: ['database', 'staff'] },
);
