import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCustomerRepository } from '../customers/customer-repository.js';
import { CUSTOMER_COOKIE } from '../customers/customer-session.js';
import { hashSessionToken } from '../../credentials/session-token.js';
import { checkoutRoutes } from './checkout-routes.js';
import { createCreateOrderService } from './create-order-service.js';
import { createIdempotencyRepository } from './idempotency.js';
import { createOrderRepository } from './order-repository.js';
import { createVerifyOrderService } from './verify-order-service.js';

/** Checkout: create-order and verify-order; card payments go through the payments service when registered. */
export const checkoutPlugin = fp(
  async function checkout(app: FastifyInstance) {
    const orders = createOrderRepository(app.db);
    const customers = createCustomerRepository(app.db);
    const createOrder = createCreateOrderService({
      db: app.db,
      pricing: app.cartPricing,
      orders,
      keys: createIdempotencyRepository(app.db),
      // Looked up per order: the payments plugin is registered after this one.
      payments: () => (app.hasDecorator('payments') ? app.payments : undefined),
      limiter: app.rateLimits,
    });

    async function customerIdOf(request: FastifyRequest): Promise<number | null> {
      const header = request.headers.cookie;
      const token = header ? app.parseCookie(header)[CUSTOMER_COOKIE] : undefined;
      if (!token) return null;
      const session = await customers.findActiveSession(hashSessionToken(token), new Date());
      return session?.customer.id ?? null;
    }

    await app.register(checkoutRoutes, {
      createOrder,
      verifyOrder: createVerifyOrderService(orders),
      customerIdOf,
    });
  },
  { name: 'checkout', dependencies: ['database', 'cart-pricing', 'rate-limits'] },
);
