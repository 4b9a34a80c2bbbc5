import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, StoreCartQuoteBody, StoreCartQuoteResponse, StoreCouponsResponse } from '@matjar/core';
import type { PricingService } from './pricing-service.js';

const tags = ['storefront: cart'];

/** The coupon list of the cart page and the server's price of a cart (D3, D4). */
export const cartPricingRoutes: FastifyPluginAsyncZod<{
  pricing: PricingService;
  /** WhatsApp messages are sent (the WhatsApp module's switch): the checkout offers its opt-in only then. */
  whatsappOn: () => boolean;
}> = async (app, { pricing, whatsappOn }) => {
  app.get(
    '/api/store/coupons',
    {
      schema: {
        tags,
        summary:
          "Coupons in state 'active' (started, unexpired, switched on, uses left), soonest expiry first",
        response: { 200: StoreCouponsResponse },
      },
    },
    async (_request, reply) => {
      // Revalidated on every request (and read fresh by the server): a coupon staff switch off, edit, or whose
      // last use is taken leaves the list at once, which a shared cache of even a minute would not allow.
      reply.header('cache-control', 'no-cache');
      return { coupons: await pricing.listCoupons() };
    },
  );

  app.post(
    '/api/store/cart/quote',
    {
      schema: {
        tags,
        summary: 'Prices a cart as create-order would: lines with their problems, coupon verdict, totals',
        body: StoreCartQuoteBody,
        response: { 200: StoreCartQuoteResponse, 400: ApiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { items, couponCode, shippingCity, shippingZone } = request.body;
      const quote = await pricing.quote(items, couponCode, { city: shippingCity, zone: shippingZone });
      // Asked here, not cached in a page: switching WhatsApp off hides the checkout's opt-in at once.
      return { ...quote, whatsappUpdates: whatsappOn() };
    },
  );
};
