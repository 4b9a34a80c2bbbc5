import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminCouponsRoutes } from './admin-coupons-routes.js';
import { createCouponAdminRepository } from './coupon-admin-repository.js';
import { createCouponAdminService } from './coupon-admin-service.js';

export interface CouponsAdminPluginOptions {
  now?: () => Date;
}

/** The back office's coupons (issue 15); the storefront reads the same rows through modules/cart-pricing. */
export const couponsAdminPlugin = fp(
  async function couponsAdmin(app: FastifyInstance, options: CouponsAdminPluginOptions) {
    const service = createCouponAdminService(app.db, createCouponAdminRepository(app.db));
    await app.register(adminCouponsRoutes, { service, ...(options.now ? { now: options.now } : {}) });
  },
  { name: 'coupons-admin', dependencies: ['database', 'auth'] },
);
