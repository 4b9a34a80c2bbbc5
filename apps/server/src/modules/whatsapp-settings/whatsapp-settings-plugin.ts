import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminWhatsAppSettingsRoutes } from './admin-whatsapp-settings-routes.js';
import { createWhatsAppSettingsService } from './whatsapp-settings-service.js';

/**
 * WhatsApp in the back office's Settings (docs/whatsapp.md): the card's routes on the connection the WhatsApp
 * plugin keeps, so the change, its audit entry and the NOTIFY that every process reads are one transaction.
 */
export const whatsappSettingsPlugin = fp(
  async function whatsappSettings(app: FastifyInstance, options: { publicUrl: string }) {
    const connection = app.whatsappConnection;
    await app.register(adminWhatsAppSettingsRoutes, {
      connection,
      service: createWhatsAppSettingsService({
        db: app.db,
        vault: app.giftCodeVault,
        connection,
        publicUrl: options.publicUrl,
        now: () => new Date(),
      }),
    });
  },
  { name: 'whatsapp-settings', dependencies: ['whatsapp'] },
);
