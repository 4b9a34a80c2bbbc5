import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WhatsAppConfig } from '../../plugins/config.js';
import { CHANNELS } from '../../events/channels.js';
import type { WhatsAppClient } from './whatsapp-client.js';
import { createWhatsAppRepository } from './whatsapp-repository.js';
import { whatsappRoutes } from './whatsapp-routes.js';
import { whatsappAdminRoutes } from './whatsapp-admin-routes.js';
import { adminWhatsAppSettingsRoutes } from './admin-whatsapp-settings-routes.js';
import { createWhatsAppSettingsService } from './whatsapp-settings-service.js';
import { createWhatsAppResendService, whatsappResendRoutes } from './whatsapp-resend.js';
import { createWhatsAppConnection, type WhatsAppConnection } from './whatsapp-connection.js';
import { createWhatsAppMessages, type WhatsAppMessages } from './whatsapp-queue.js';
import { createWhatsAppWorker, type WhatsAppWorker } from './whatsapp-worker.js';
import { OPT_ACKNOWLEDGEMENT } from './opt-out-words.js';
import { trackingPageUrl, trackingUrl } from '../../mail/templates/mail-layout.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The messages other modules queue in their order transactions, and whether WhatsApp is on (the checkout's
     * opt-in): the module's own switch, which follows its connection.
     */
    whatsappMessages: WhatsAppMessages;
    /** The WhatsApp outbox worker: it sends while WhatsApp is on and waits while it is off. */
    whatsappWorker: WhatsAppWorker;
    /** The shop's WhatsApp connection as this process knows it (environment or Settings). */
    whatsappConnection: WhatsAppConnection;
  }
}

export interface WhatsAppPluginOptions {
  config: WhatsAppConfig;
  /** The shop's address (PUBLIC_URL): the tracking links in status messages lead there. */
  publicUrl: string;
  /** Start the loop when the server is ready (off in API tests, which drive `runOnce` themselves). */
  runWorker: boolean;
  /** Replaces the Cloud API client (tests). */
  client?: WhatsAppClient;
}

/**
 * WhatsApp (decision 033): the connection (WHATSAPP=cloud's variables, or the Settings card's), the messages
 * other modules queue while it is on, the order page's messages and "send again", the Settings card, the
 * webhook and the worker sending the queued messages. Every process reads the connection again when any of
 * them changes it, so on and off take effect without a restart. Registered before the modules that queue
 * messages (checkout, orders, payments, refunds, returns, drivers) and the cart quote, which asks whether it
 * is on.
 */
export const whatsappPlugin = fp(
  async function whatsapp(app: FastifyInstance, options: WhatsAppPluginOptions) {
    const connection = createWhatsAppConnection({
      db: app.db,
      vault: app.giftCodeVault,
      config: options.config,
      ...(options.client ? { client: options.client } : {}),
    });
    // A database that is down at start leaves WhatsApp off (nothing queues a message) until the connection is
    // read again: the database's return fires onNotificationsMissed below, so the shop heals without a restart.
    const reload = () =>
      connection.reload().then(
        () => undefined,
        (error: unknown) => app.log.error({ error: String(error) }, 'WhatsApp connection could not be read'),
      );
    await reload();
    app.decorate('whatsappConnection', connection);
    const messages = createWhatsAppMessages(() => connection.state().on);
    app.decorate('whatsappMessages', messages);
    const unlisten = await app.database.listen(CHANNELS.whatsappSettingsChanged, () => void reload());
    app.database.onNotificationsMissed(() => void reload());
    app.addHook('onClose', () => unlisten().catch(() => {}));

    const repository = createWhatsAppRepository(app.db);
    await app.register(whatsappAdminRoutes, {
      repository,
      orderExists: (id) => repository.orderExists(id),
    });
    // The Settings card: the change, its audit entry and the NOTIFY every process reads are one transaction.
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
    // The order page's "send again", with its audit entry in the same transaction.
    await app.register(whatsappResendRoutes, {
      service: createWhatsAppResendService({ db: app.db, repository, connection }),
    });
    const worker = createWhatsAppWorker({
      database: app.database,
      messages,
      sender: () => connection.sender(),
      log: app.log.child({ module: 'whatsapp' }),
      // The e-mails' link (decision 030). An order gone since it was queued is caught by the still-true check
      // first; the tracking page's form (number and phone) is the answer should that race be lost.
      trackingLink: async (orderId, language) => {
        const order = await repository.trackedOrder(orderId);
        const context = { publicUrl: options.publicUrl };
        return order
          ? trackingUrl(context, language, await app.trackingTokens.sign(order))
          : trackingPageUrl(context, language);
      },
      // Written only when it changes (not once per message), and every process told, as a Settings change is.
      reportProblem: async (problem) => {
        const known = connection.state().sendProblem;
        if (problem === null ? known === null : known?.kind === problem.kind && known.code === problem.code)
          return;
        await repository.setSendProblem(problem);
        await reload();
      },
    });
    app.decorate('whatsappWorker', worker);
    await app.register(whatsappRoutes, {
      secrets: () => {
        const state = connection.state();
        return { appSecret: state.credentials?.appSecret ?? null, verifyToken: state.verifyToken };
      },
      repository,
      limiter: app.rateLimits,
      now: () => new Date(),
      // Only while WhatsApp is on: a shop that switched it off sends nothing at all.
      acknowledge: async (recipient, request) => {
        const sender = connection.sender();
        if (!sender) return;
        await sender.client.sendText({
          to: recipient,
          text: OPT_ACKNOWLEDGEMENT[request.kind][request.language],
        });
      },
    });
    if (options.runWorker) app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'whatsapp', dependencies: ['database', 'staff', 'rate-limits', 'gift-code-vault', 'tracking'] },
);
