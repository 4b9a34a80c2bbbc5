import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminWhatsAppSettingsRoutes } from './admin-whatsapp-settings-routes.js';
import { createWhatsAppSettingsService } from './whatsapp-settings-service.js';
import { createWhatsAppResendService, whatsappResendRoutes } from './whatsapp-resend.js';
import { createWhatsAppRepository } from '../../whatsapp/whatsapp-repository.js';

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
    // The order page's "send again": here, where the change and its audit entry can be one transaction.
    await app.register(whatsappResendRoutes, {
      service: createWhatsAppResendService({
        db: app.db,
        repository: createWhatsAppRepository(app.db),
        connection,
      }),
    });
  },
  { name: 'whatsapp-settings', dependencies: ['whatsapp'] },
);
