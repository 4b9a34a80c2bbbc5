import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { StorefrontCatalogService } from '@matjar/storefront';
import { createContentCache, type ContentCache } from '../content/content-cache.js';
import { changedTags } from './cache-tags.js';
import { createCatalogRepository } from './catalog-repository.js';
import { catalogRoutes } from './store-catalog-routes.js';
import { createCatalogService } from './catalog-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Catalogue answers and serialised API bodies, emptied on every catalogue or settings change; a change to
     * some products' stock or reviews drops only the answers showing them.
     */
    contentCache: ContentCache;
    catalog: StorefrontCatalogService;
  }
}

/** Bounded so that crawlers walking every page and query cannot grow memory without limit. */
const CONTENT_CACHE_ENTRIES = 5_000;

export const catalogPlugin = fp(
  async function catalog(app: FastifyInstance) {
    const cache = createContentCache({ max: CONTENT_CACHE_ENTRIES });
    app.onContentChange(() => cache.clear());
    app.onProductsChange((productIds, reordered) => cache.invalidate(changedTags(productIds, reordered)));
    app.decorate('contentCache', cache);
    app.decorate(
      'catalog',
      createCatalogService({ repository: createCatalogRepository(app.db), settings: app.settings, cache }),
    );
    await app.register(catalogRoutes);
  },
  { name: 'catalog', dependencies: ['database', 'content'] },
);
