import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cartPricingRoutes } from './cart-pricing-routes.js';
import { createPricingRepository } from './pricing-repository.js';
import { createPricingService, type PricingService } from './pricing-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prices carts from the database; the cart quote and create-order both go through it. */
    cartPricing: PricingService;
  }
}

export const cartPricingPlugin = fp(
  async function cartPricing(app: FastifyInstance) {
    const pricing = createPricingService(createPricingRepository(app.db), () => app.settings.deliveryZones());
    app.decorate('cartPricing', pricing);
    await app.register(cartPricingRoutes, { pricing, whatsappOn: () => app.whatsappMessages.isOn() });
  },
  { name: 'cart-pricing', dependencies: ['database', 'content', 'whatsapp'] },
);
