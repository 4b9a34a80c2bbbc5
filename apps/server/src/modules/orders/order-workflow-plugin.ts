import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { orderActionsRoutes } from './order-actions-routes.js';
import { orderStatusRoutes } from './order-status-routes.js';

/**
 * The write side of orders in the back office (issue 13): status changes, archive and restore, cash received,
 * notes, gift-card reveal. The read side (lists, board, order page) is admin-orders-plugin.ts.
 */
export const orderWorkflowPlugin = fp(
  async function orderWorkflowModule(app: FastifyInstance) {
    await app.register(orderStatusRoutes);
    await app.register(orderActionsRoutes);
  },
  { name: 'order-workflow', dependencies: ['database', 'auth'] },
);
