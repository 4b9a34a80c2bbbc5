import type { FastifyBaseLogger } from 'fastify';
import { emailKey, type Locale, type StoreContactBody } from '@matjar/core';
import { contactMessages, type Database } from '@matjar/db';
import type { StorefrontContactService } from '@matjar/storefront';
import { queueContactMessage } from '../../mail/mail-queue.js';
import type { SettingsService } from '../content/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { requireClient, type RequestClient } from '../../http/request-client.js';

/**
 * The contact form (storefront §5; D9): the message is stored for the back-office inbox and an e-mail to the
 * shop's contact address (never to the address the sender typed) is queued through the outbox in the same
 * transaction. Limited per client address and per sender e-mail; past the hourly cap of e-mails to the shop the
 * message is still stored, only not e-mailed, so a flood cannot bury the shop's mailbox.
 */
export function createContactService(deps: {
  database: Database;
  settings: SettingsService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const { database, settings, limiter, log } = deps;

  async function send(
    body: StoreContactBody,
    locale: Locale,
    client?: RequestClient,
  ): Promise<{ id: number }> {
    await limiter.take([
      ['contact-address', requireClient(client).ip],
      ['contact-email', emailKey(body.email)],
    ]);
    const { contact } = await settings.get();
    const mailed = await limiter.allows([['contact-mail-shop', contact.email]], {
      kind: 'contact-message',
    });
    const id = await database.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(contactMessages)
        .values({ ...body, phone: body.phone || null, locale })
        .returning({ id: contactMessages.id });
      if (mailed) {
        await queueContactMessage(tx, {
          to: contact.email,
          replyTo: body.email,
          subject: body.subject,
          contactMessageId: message!.id,
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          message: body.message,
          locale,
        });
      }
      return message!.id;
    });
    log.info(
      { contactMessageId: id, mailedToShop: mailed },
      mailed ? 'contact message stored; e-mail to the shop queued' : 'contact message stored; not e-mailed',
    );
    return { id };
  }

  // Page actions reach it through the storefront context, which binds their request's client.
  const service: StorefrontContactService & { send: typeof send } = { send };
  return service;
}
export type ContactService = ReturnType<typeof createContactService>;
