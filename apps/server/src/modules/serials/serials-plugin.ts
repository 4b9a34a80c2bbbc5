import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminSerialsRoutes } from './admin-serials-routes.js';
import { createSerialsService } from './serials-service.js';

/**
 * Serial numbers of the units serialised products sell (decision 049): recorded while packing. The order's own
 * moves (the shipping gate, cancel, return) call serial-lifecycle.ts in their transactions.
 */
export const serialsPlugin = fp(
  async function serials(app: FastifyInstance) {
    await app.register(adminSerialsRoutes, { serials: createSerialsService(app.db) });
  },
  { name: 'serials', dependencies: ['database', 'staff'] },
);
