import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminCatalogTermsRoutes } from '../terms/admin-catalog-terms-routes.js';
import { adminProductsCsvRoutes } from './admin-products-csv-routes.js';
import { adminProductsRoutes } from './admin-products-routes.js';

/**
 * The back office's write side of the catalogue: products, categories and brands (the storefront's read side
 * is modules/catalog).
 */
export const productsPlugin = fp(
  async function productsModule(app: FastifyInstance) {
    await app.register(adminProductsRoutes);
    await app.register(adminProductsCsvRoutes);
    await app.register(adminCatalogTermsRoutes);
  },
  { name: 'products', dependencies: ['database', 'auth', 'media'] },
);
