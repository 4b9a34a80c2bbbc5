import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { reviewsRoutes } from './store-reviews-routes.js';
import { createReviewsService, type ReviewsService } from './reviews-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export const reviewsPlugin = fp(
  async function reviews(app: FastifyInstance) {
    app.decorate('reviews', createReviewsService(app.database, app.rateLimits));
    await app.register(reviewsRoutes);
  },
  { name: 'reviews', dependencies: ['database', 'rate-limits'] },
);
