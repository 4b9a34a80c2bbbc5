import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '@matjar/db';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../test-support.js';
import { CONTACT_EMAIL_KIND } from './contact-service.js';

describe('contact API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const f = { tag: randomUUID().slice(0, 8) };
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('stores a contact message and queues the e-mail to the shop in the outbox', async () => {
    const email = `shopper-${f.tag}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      headers: { 'accept-language': 'en-QA' },
      payload: { name: 'Huda', email: ` ${email.toUpperCase()} `, subject: 'Order', message: 'Where is it?' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [message] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message).toMatchObject({ email, phone: null, subject: 'Order', locale: 'en', isRead: false });
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `contact-message:${id}`));
    const { contact } = await ctx.app.settings.get();
    expect(mail).toMatchObject({
      kind: CONTACT_EMAIL_KIND,
      status: 'pending',
      payload: { to: contact.email, replyTo: email, subject: 'Order', contactMessageId: id },
    });
  });

  it.each([
    [{ email: 'a@b.qa', subject: 's', message: 'm' }, 'name', 'REQUIRED'],
    [{ name: 'n', email: 'not-an-email', subject: 's', message: 'm' }, 'email', 'INVALID_EMAIL'],
    [{ name: 'n', email: 'a@b.qa', message: 'm' }, 'subject', 'REQUIRED'],
    [{ name: 'n', email: 'a@b.qa', subject: 's', message: ' ' }, 'message', 'REQUIRED'],
  ])('refuses the contact form %j naming %s', async (payload, field, code) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/store/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['body', field], code })]),
    );
  });
});
