import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { StorefrontSearchService } from '@matjar/storefront';
import { createSearchRepository } from './search-repository.js';
import { searchRoutes } from './search-routes.js';
import { createSearchService } from './search-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    productSearch: StorefrontSearchService;
  }
}

export const searchPlugin = fp(
  async function search(app: FastifyInstance) {
    const search = createSearchService(createSearchRepository(app.db), app.contentCache);
    app.decorate('productSearch', search);
    await app.register(searchRoutes, { search, cache: app.contentCache });
  },
  { name: 'search', dependencies: ['catalog'] },
);
