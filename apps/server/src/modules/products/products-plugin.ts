import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminProductsRoutes } from './admin-products-routes.js';

/** The back office's write side of the catalogue's products (the storefront's read side is modules/catalog). */
export const productsPlugin = fp(
  async function productsModule(app: FastifyInstance) {
    await app.register(adminProductsRoutes);
  },
  { name: 'products', dependencies: ['database', 'auth', 'media'] },
);
