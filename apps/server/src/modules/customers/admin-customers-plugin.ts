import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminCustomersRoutes } from './admin-customers-routes.js';

/** The back office's customers: list, CSV, customer page and activate / deactivate (issue 15). */
export const adminCustomersPlugin = fp(
  async function adminCustomersModule(app: FastifyInstance) {
    await app.register(adminCustomersRoutes);
  },
  { name: 'admin-customers', dependencies: ['database', 'auth'] },
);
