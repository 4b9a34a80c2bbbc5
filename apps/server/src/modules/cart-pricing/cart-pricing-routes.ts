import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, StoreCartQuoteBody, StoreCartQuoteResponse, StoreCouponsResponse } from '@matjar/core';

const tags = ['storefront: cart'];

/** The coupon list of the cart page and the server's price of a cart (D3, D4). */
export async function cartPricingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
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
      return { coupons: await app.cartPricing.listCoupons() };
    },
  );

  routes.post(
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
      return app.cartPricing.quote(request.body.items, request.body.couponCode);
    },
  );
}
