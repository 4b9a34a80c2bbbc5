import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminReviewsRoutes } from './admin-reviews-routes.js';

/** The back office's reviews (issue 15): list, hide, restore, approve and delete. */
export const reviewsAdminPlugin = fp(
  async function reviewsAdminModule(app: FastifyInstance) {
    await app.register(adminReviewsRoutes);
  },
  { name: 'reviews-admin', dependencies: ['database', 'auth'] },
);
