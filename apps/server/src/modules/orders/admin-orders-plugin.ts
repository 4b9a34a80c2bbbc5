import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminOrdersRoutes, type AdminOrdersRoutesOptions } from './admin-orders-routes.js';

/** The back office's orders, read side: lists, CSV, the active board and the order page (issue 13). */
export const adminOrdersPlugin = fp(
  async function adminOrdersModule(app: FastifyInstance, options: AdminOrdersRoutesOptions) {
    await app.register(adminOrdersRoutes, options);
  },
  { name: 'admin-orders', dependencies: ['database', 'auth'] },
);
