import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createRestockService, type RestockService } from './restock-service.js';
import { storeRestockRoutes } from './store-restock-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Notify me when available" and its unsubscribe link; the storefront's unsubscribe page uses it too. */
    restock: RestockService;
  }
}

/** Restock alerts (decision 036); the e-mails are queued by the stock ledger. */
export const restockPlugin = fp(
  async function restock(app: FastifyInstance) {
    const restock = createRestockService({ database: app.database, limiter: app.rateLimits });
    app.decorate('restock', restock);
    await app.register(storeRestockRoutes, { restock });
  },
  { name: 'restock', dependencies: ['database', 'rate-limits'] },
);
