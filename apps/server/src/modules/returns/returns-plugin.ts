import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../plugins/config.js';
import { createRefundsService } from '../refunds/index.js';
import { adminReturnsRoutes } from './admin-returns-routes.js';
import { createReturnsService } from './returns-service.js';

/**
 * Returns by line and quantity, and exchanges (decision 048): money goes back through the refunds service,
 * an exchange's difference is charged through the payments plugin's card page or on delivery.
 */
export const returnsPlugin = fp(
  async function returns(app: FastifyInstance, options: { config: Config }) {
    const service = createReturnsService({
      db: app.db,
      refunds: createRefundsService({
        db: app.db,
        vault: app.giftCodeVault,
        gateway: () => app.payments.gateway,
        timeoutMs: options.config.refundTimeoutMs,
        log: app.log,
        whatsapp: app.whatsappMessages,
      }),
      pricing: () => app.cartPricing,
      payments: () => app.payments,
      trackingTokens: app.trackingTokens,
      whatsapp: app.whatsappMessages,
      log: app.log,
    });
    await app.register(adminReturnsRoutes, { returns: service });
  },
  {
    name: 'returns',
    dependencies: [
      'database',
      'gift-code-vault',
      'staff',
      'payments',
      'cart-pricing',
      'tracking',
      'refunds',
      'whatsapp',
    ],
  },
);
