import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminHomepageRoutes } from './admin-homepage-routes.js';

/**
 * The back office's side of the storefront's look (issue 14): the homepage sections and the site settings.
 * The storefront reads the same rows through modules/content, told of every change by settings_changed.
 */
export const siteAdminPlugin = fp(
  async function siteAdmin(app: FastifyInstance) {
    await app.register(adminHomepageRoutes);
  },
  { name: 'site-admin', dependencies: ['database', 'auth', 'media', 'content'] },
);
