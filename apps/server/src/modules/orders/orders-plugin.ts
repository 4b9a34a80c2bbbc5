import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminOrdersRoutes } from './admin-orders-routes.js';
import { createOrderArchiveService } from './order-actions-archive.js';
import { orderActionsRoutes } from './order-actions-routes.js';
import { createOrderActionsService } from './order-actions-service.js';
import { createOrderReadService } from './order-read-service.js';
import { orderStatusRoutes } from './order-status-routes.js';
import { createOrderStatusService } from './order-status-service.js';

export interface OrdersPluginOptions {
  /** The clock the lists' Doha-day periods are counted from (tests fix it). */
  now?: () => Date;
}

/**
 * Orders in the back office: the lists, CSV, the active board and the order page (read), status
 * changes with their e-mails and stock, archive and restore, cash received, notes and gift-card reveal
 * (write). Checkout writes new orders; payments move them when paid, failed or expired.
 */
export const ordersPlugin = fp(
  async function orders(app: FastifyInstance, options: OrdersPluginOptions) {
    await app.register(adminOrdersRoutes, {
      reads: createOrderReadService(app.db),
      now: options.now ?? (() => new Date()),
    });
    await app.register(orderStatusRoutes, {
      statuses: createOrderStatusService({
        db: app.db,
        trackingTokens: app.trackingTokens,
        whatsapp: app.whatsappMessages,
      }),
    });
    await app.register(orderActionsRoutes, {
      archive: createOrderArchiveService({ db: app.db }),
      actions: createOrderActionsService({
        db: app.db,
        vault: app.giftCodeVault,
        whatsapp: app.whatsappMessages,
      }),
    });
  },
  { name: 'orders', dependencies: ['database', 'staff', 'tracking', 'gift-code-vault', 'whatsapp'] },
);
