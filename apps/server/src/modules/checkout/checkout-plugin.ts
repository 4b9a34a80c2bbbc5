import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes.js';
import { createCreateOrderService } from './create-order-service.js';
import { createIdempotencyRepository } from './idempotency.js';
import { createVerifyOrderRepository } from './verify-order-repository.js';
import { createVerifyOrderService } from './verify-order-service.js';

/**
 * Checkout: create-order (priced again from the database, stock held, the order written, an online order's
 * payment started) and verify-order (the result page's question); orders of a signed-in shopper are linked
 * to their account.
 */
export const checkoutPlugin = fp(
  async function checkout(app: FastifyInstance) {
    const orders = createVerifyOrderRepository(app.db, app.giftCodeVault);
    await app.register(checkoutRoutes, {
      createOrder: createCreateOrderService({
        db: app.db,
        pricing: app.cartPricing,
        vault: app.giftCodeVault,
        keys: createIdempotencyRepository(app.db),
        payments: app.payments,
        trackingTokens: app.trackingTokens,
        whatsapp: app.whatsappMessages,
        saveAddress: (customerId, address) => app.customerAddresses.saveFromOrder(customerId, address),
        log: app.log,
      }),
      verifyOrder: createVerifyOrderService(orders, { tokens: app.trackingTokens, limiter: app.rateLimits }),
      customerIdOf: (request) => app.signedInCustomerId(request),
      limiter: app.rateLimits,
    });
  },
  {
    name: 'checkout',
    dependencies: [
      'database',
      'gift-code-vault',
      'cart-pricing',
      'rate-limits',
      'payments',
      'customers',
      'tracking',
      'whatsapp',
    ],
  },
);
