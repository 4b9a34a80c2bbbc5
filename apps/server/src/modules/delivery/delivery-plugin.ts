import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminDeliveryScheduleRoutes, adminDeliveryZonesRoutes } from './admin-delivery-zones-routes.js';
import { createDeliveryZonesService } from './delivery-zones-service.js';
import { storeDeliveryWindowsRoutes } from './store-delivery-windows-routes.js';

/**
 * Delivery zones (decision 032) and windows (decision 034): staff edit them here; pricing reads the zones
 * from the settings cache, the checkout the windows on offer.
 */
export const deliveryPlugin = fp(
  async function delivery(app: FastifyInstance) {
    const zones = createDeliveryZonesService(app.db, () => app.settings.invalidate());
    await app.register(adminDeliveryZonesRoutes, { zones });
    await app.register(adminDeliveryScheduleRoutes, { zones });
    await app.register(storeDeliveryWindowsRoutes, { db: app.db });
  },
  { name: 'delivery', dependencies: ['database', 'staff', 'content'] },
);
