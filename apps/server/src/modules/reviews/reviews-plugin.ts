import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminReviewsRoutes } from './admin-reviews-routes.js';
import { createReviewModerationService } from './review-moderation-service.js';
import { createReviewsService, type ReviewsService } from './reviews-service.js';
import { storeReviewsRoutes } from './store-reviews-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' reviews; the storefront's product page posts through it too. */
    reviews: ReviewsService;
  }
}

/** Product reviews: shoppers post them (D9); staff list, hide, restore, approve and delete them. */
export const reviewsPlugin = fp(
  async function reviews(app: FastifyInstance) {
    const reviews = createReviewsService(app.database, app.rateLimits);
    app.decorate('reviews', reviews);
    await app.register(storeReviewsRoutes, { reviews });
    await app.register(adminReviewsRoutes, { moderation: createReviewModerationService({ db: app.db }) });
  },
  { name: 'reviews', dependencies: ['database', 'rate-limits', 'staff'] },
);
