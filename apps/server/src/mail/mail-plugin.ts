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

/**
 * Real mail servers refuse (or file as spam) mail from a domain that cannot exist: with SMTP on, a `.local`
 * sender (the MAIL_FROM default) is said at start-up rather than discovered in a bounce.
 */
export function senderWarning(options: Pick<MailPluginOptions, 'smtpUrl' | 'from'>): string | null {
  if (!options.smtpUrl) return null;
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1]?.toLowerCase() ?? '';
  if (domain !== 'local' && !domain.endsWith('.local')) return null;
  return `MAIL_FROM is ${options.from}: SMTP_URL is set but the sender's domain ends in .local, which receiving servers refuse; set MAIL_FROM to an address at the shop's own domain (docs/deploy.md, "E-mail")`;
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
      shopLogo: async () => (await app.settings.get()).siteLogo,
      giftCodesKey: async () => app.trackingTokens.key(),
    });
    app.decorate('mailWorker', worker);
    if (options.runWorker) {
      app.addHook('onReady', async () => {
        await worker.start();
        if (!options.smtpUrl)
          app.log.info('SMTP_URL is not set: e-mails stay in the outbox and are logged, not sent');
        const warning = senderWarning(options);
        if (warning) app.log.warn({ mailFrom: options.from }, warning);
      });
    }
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
