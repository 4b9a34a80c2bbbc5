import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WhatsAppConfig } from '../plugins/config.js';
import { createCloudClient, type WhatsAppClient } from './whatsapp-client.js';
import { createWhatsAppRepository } from './whatsapp-repository.js';
import { whatsappRoutes } from './whatsapp-routes.js';
import { whatsappAdminRoutes } from './whatsapp-admin-routes.js';
import { setWhatsAppQueueing } from './whatsapp-queue.js';
import { createWhatsAppWorker, type WhatsAppWorker } from './whatsapp-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp outbox worker; undefined when WHATSAPP=off. */
    whatsappWorker: WhatsAppWorker | undefined;
  }
}

export interface WhatsAppPluginOptions {
  config: WhatsAppConfig;
  /** Start the loop when the server is ready (off in API tests, which drive `runOnce` themselves). */
  runWorker: boolean;
  /** Replaces the Cloud API client (tests). */
  client?: WhatsAppClient;
}

/** WHATSAPP=cloud: the webhook routes and the worker sending the queued messages (decision 033). */
export const whatsappPlugin = fp(
  async function whatsapp(app: FastifyInstance, options: WhatsAppPluginOptions) {
    const config = options.config;
    setWhatsAppQueueing(config.mode === 'cloud');
    const repository = createWhatsAppRepository(app.db);
    await app.register(whatsappAdminRoutes, {
      repository,
      orderExists: (id) => repository.orderExists(id),
    });
    if (config.mode === 'off') {
      app.decorate('whatsappWorker', undefined);
      return;
    }
    const worker = createWhatsAppWorker({
      database: app.database,
      client: options.client ?? createCloudClient(config),
      templates: config.templates,
      log: app.log.child({ module: 'whatsapp' }),
    });
    app.decorate('whatsappWorker', worker);
    await app.register(whatsappRoutes, {
      appSecret: config.appSecret,
      verifyToken: config.verifyToken,
      repository,
      limiter: app.rateLimits,
      now: () => new Date(),
    });
    if (options.runWorker) app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'whatsapp', dependencies: ['database', 'rate-limits'] },
);
