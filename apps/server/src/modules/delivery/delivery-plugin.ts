import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminDeliveryZonesRoutes } from './admin-delivery-zones-routes.js';
import { createDeliveryZonesService } from './delivery-zones-service.js';

/** Delivery zones (decision 032): staff edit them here; pricing reads them (cart-pricing). */
export const deliveryPlugin = fp(
  async function delivery(app: FastifyInstance) {
    await app.register(adminDeliveryZonesRoutes, { zones: createDeliveryZonesService(app.db) });
  },
  { name: 'delivery', dependencies: ['database', 'staff'] },
);
