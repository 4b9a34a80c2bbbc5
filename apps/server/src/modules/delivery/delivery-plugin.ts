import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminDeliveryZonesRoutes } from './admin-delivery-zones-routes.js';
import { createDeliveryZonesService } from './delivery-zones-service.js';

/** Delivery zones (decision 032): staff edit them here; pricing reads them from the settings cache. */
export const deliveryPlugin = fp(
  async function delivery(app: FastifyInstance) {
    await app.register(adminDeliveryZonesRoutes, {
      zones: createDeliveryZonesService(app.db, () => app.settings.invalidate()),
    });
  },
  { name: 'delivery', dependencies: ['database', 'staff', 'content'] },
);
