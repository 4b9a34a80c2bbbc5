import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminHomepageRoutes } from './admin-homepage-routes.js';
import { adminSettingsRoutes } from './admin-settings-routes.js';
import { faviconRoute } from './favicon-route.js';

/**
 * The back office's side of the storefront's look (issue 14): the homepage sections and the site settings.
 * The storefront reads the same rows through modules/content, told of every change by settings_changed.
 */
export const siteAdminPlugin = fp(
  async function siteAdmin(app: FastifyInstance) {
    await app.register(adminHomepageRoutes);
    await app.register(adminSettingsRoutes);
    await app.register(faviconRoute);
  },
  { name: 'site-admin', dependencies: ['database', 'auth', 'media', 'content'] },
);
