import type { FastifyPluginAsync } from 'fastify';
import type { SettingsService } from './settings-service.js';

/** The storefront's own icon, used until staff upload one (apps/storefront/public). */
export const BUILT_IN_FAVICON = '/favicon.svg';

/**
 * GET /favicon.ico: browsers and crawlers ask for it without reading the page's <link rel="icon">. It leads
 * to the favicon staff uploaded (site_favicon, a 32-px PNG under /media/) or the built-in one. Not cached, so
 * a new upload is what the next request gets; the file it leads to is immutable and cached for a year.
 */
export const faviconRoute: FastifyPluginAsync<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const { siteFavicon } = await settings.get();
    return reply.header('cache-control', 'no-cache').redirect(siteFavicon ?? BUILT_IN_FAVICON, 302);
  });
};
