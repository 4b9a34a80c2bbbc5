import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailWorker, type MailWorker } from './mail-worker.js';
import { createSmtpTransport } from './mail-transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox e-mail worker; running only when the app was built with the worker enabled. */
    mailWorker: MailWorker;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
  /** Start the loop when the server is ready (off in API tests, which drive `runOnce` themselves). */
  runWorker: boolean;
}

/** Builds the mail worker, starts it once the app is ready and stops it (SMTP connection too) on close. */
export const mailPlugin = fp(
  async function mail(app: FastifyInstance, options: MailPluginOptions) {
    const worker = createMailWorker({
      database: app.database,
      transport: options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null,
      from: options.from,
      publicUrl: options.publicUrl,
      log: app.log.child({ module: 'mail' }),
      shopEmail: async () => (await app.settings.get()).contact.email,
    });
    app.decorate('mailWorker', worker);
    if (options.runWorker) {
      app.addHook('onReady', async () => {
        await worker.start();
        if (!options.smtpUrl)
          app.log.info('SMTP_URL is not set: e-mails stay in the outbox and are logged, not sent');
      });
    }
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
