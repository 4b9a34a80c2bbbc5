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
    app.decorate('productSearch', createSearchService(createSearchRepository(app.db), app.contentCache));
    await app.register(searchRoutes);
  },
  { name: 'search', dependencies: ['catalog'] },
);
