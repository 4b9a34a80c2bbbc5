import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminGiftCardsRoutes, type AdminGiftCardsRoutesOptions } from './admin-gift-cards-routes.js';

/**
 * The back office's gift cards (issue 15): list, find by whole code (issue 21), resend, void and replace.
 * Revealing stays the order's call.
 */
export const giftCardsAdminPlugin = fp(
  async function giftCardsAdminModule(app: FastifyInstance, options: AdminGiftCardsRoutesOptions) {
    await app.register(adminGiftCardsRoutes, options);
  },
  { name: 'gift-cards-admin', dependencies: ['database', 'auth', 'rate-limits'] },
);
