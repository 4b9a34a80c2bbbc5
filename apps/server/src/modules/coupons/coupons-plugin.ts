import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminCouponsRoutes } from './admin-coupons-routes.js';
import { createCouponAdminRepository } from './coupon-admin-repository.js';
import { createCouponAdminService } from './coupon-admin-service.js';

export interface CouponsPluginOptions {
  now?: () => Date;
}

/**
 * Coupons in the back office: list with states and uses, create, edit, switch, delete. The cart and
 * the checkout read the same rows through modules/cart-pricing, counting uses by coupon-uses.ts.
 */
export const couponsPlugin = fp(
  async function coupons(app: FastifyInstance, options: CouponsPluginOptions) {
    const service = createCouponAdminService(app.db, createCouponAdminRepository(app.db));
    await app.register(adminCouponsRoutes, { service, ...(options.now ? { now: options.now } : {}) });
  },
  { name: 'coupons', dependencies: ['database', 'staff'] },
);
