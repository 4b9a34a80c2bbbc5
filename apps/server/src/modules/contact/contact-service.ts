import type { FastifyBaseLogger } from 'fastify';
import type { Locale, StoreContactBody } from '@matjar/core';
import { contactMessages, outbox, type Database } from '@matjar/db';
import type { StorefrontContactService } from '@matjar/storefront';
import type { SettingsService } from '../content/settings-service.js';

/** Outbox kind of the e-mail that brings a contact message to the shop (same naming as the seed's). */
export const CONTACT_EMAIL_KIND = 'email:contact-message';

/**
 * The contact form (storefront §5; D9): the message is stored for the back-office inbox and an e-mail to the
 * shop's contact address is queued in the outbox in the same transaction, so neither exists without the other.
 */
export function createContactService(database: Database, settings: SettingsService, log: FastifyBaseLogger) {
  async function send(body: StoreContactBody, locale: Locale = 'ar'): Promise<{ id: number }> {
    const { contact } = await settings.get();
    const stored = await database.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(contactMessages)
        .values({ ...body, phone: body.phone || null, locale })
        .returning({ id: contactMessages.id });
      const [mail] = await tx
        .insert(outbox)
        .values({
          kind: CONTACT_EMAIL_KIND,
          dedupeKey: `contact-message:${message!.id}`,
          payload: {
            to: contact.email,
            replyTo: body.email,
            subject: body.subject,
            contactMessageId: message!.id,
            name: body.name,
            email: body.email,
            phone: body.phone ?? null,
            message: body.message,
            locale,
          },
        })
        .returning({ id: outbox.id });
      return { id: message!.id, outboxId: mail!.id };
    });
    log.info(
      { contactMessageId: stored.id, outboxId: stored.outboxId, to: contact.email },
      'contact message stored; e-mail to the shop queued in the outbox',
    );
    return { id: stored.id };
  }
  const service: StorefrontContactService & { send: typeof send } = { send };
  return service;
}
export type ContactService = ReturnType<typeof createContactService>;
