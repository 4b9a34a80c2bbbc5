import type { FastifyInstance } from 'fastify';
import type { StorefrontContext } from './storefront-handler.js';
import { createPageCache, type PageCache } from './page-cache.js';

/** The services every loader gets, taken from the API modules (in process, cached like the API). */
export function buildStorefrontContext(app: FastifyInstance): StorefrontContext {
  return {
    services: {
      settings: app.settings,
      catalog: app.catalog,
      search: app.productSearch,
      reviews: app.reviews,
      contact: app.contact,
    },
  };
}

/** Rendered pages: up to 2,000 of them within 64 MB, emptied with the catalogue caches on every change. */
export function buildPageCache(app: FastifyInstance): PageCache {
  const pageCache = createPageCache({ maxBytes: 64 * 1024 * 1024, maxEntries: 2_000 });
  app.onContentChange(() => pageCache.clear());
  return pageCache;
}
