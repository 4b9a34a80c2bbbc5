import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../plugins/config.js';
import { adminRefundsRoutes } from './admin-refunds-routes.js';
import { createRefundsService } from './refunds-service.js';

/** Refunds of orders (decision 045), through the payments plugin's gateway for card refunds. */
export const refundsPlugin = fp(
  async function refunds(app: FastifyInstance, options: { config: Config }) {
    const service = createRefundsService({
      db: app.db,
      vault: app.giftCodeVault,
      gateway: () => app.payments.gateway,
      timeoutMs: options.config.refundTimeoutMs,
      log: app.log,
      whatsapp: app.whatsappMessages,
    });
    await app.register(adminRefundsRoutes, { refunds: service });
  },
  { name: 'refunds', dependencies: ['database', 'gift-code-vault', 'staff', 'payments', 'whatsapp'] },
);
