import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '@matjar/db';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../testing/test-app.js';
import { CHANNELS } from '../../events/channels.js';
import { CONTACT_MESSAGE_KIND } from '../../mail/mail-queue.js';
import { RATE_LIMITS } from '../rate-limits/rate-limit-rules.js';

describe('contact API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const f = { tag: randomUUID().slice(0, 8) };
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('stores a contact message and queues the e-mail to the shop in the outbox', async () => {
    const email = `shopper-${f.tag}@example.com`;
    const wakeUps: string[] = [];
    const stopListening = await ctx.database.listen(CHANNELS.outbox, (payload) => wakeUps.push(payload));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      remoteAddress: '10.9.0.1',
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
      kind: CONTACT_MESSAGE_KIND,
      status: 'pending',
      payload: { to: contact.email, replyTo: email, subject: 'Order', contactMessageId: id },
    });
    // The shop's address is the only recipient: nothing is queued to the address the sender typed.
    const rows = await ctx.database.db.select({ payload: outbox.payload }).from(outbox);
    expect(rows.filter((row) => JSON.stringify(row.payload).includes(`"to":"${email}"`))).toEqual([]);
    // Queued through the outbox function, which wakes the mail worker when the transaction commits.
    await expect.poll(() => wakeUps).toContain(CONTACT_MESSAGE_KIND);
    await stopListening();
  });

  const send = (from: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      remoteAddress,
      payload: { name: 'Flood', email: from, subject: 'Hi', message: 'Again' },
    });

  it(`refuses a client address after ${RATE_LIMITS['contact-address'].max} messages an hour, in both languages`, async () => {
    const address = '10.9.1.1';
    for (let i = 0; i < RATE_LIMITS['contact-address'].max; i += 1) {
      expect((await send(`a${i}-${f.tag}@example.com`, address)).statusCode).toBe(201);
    }
    const refused = await send(`late-${f.tag}@example.com`, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', params: { minutes: 60 } });
    expect(refused.json().error.messageAr).toContain('يرجى الانتظار');
    expect((await send(`late-${f.tag}@example.com`, '10.9.1.2')).statusCode).toBe(201);
  });

  it(`refuses one sender e-mail after ${RATE_LIMITS['contact-email'].max} messages an hour, from any address`, async () => {
    const from = `same-${f.tag}@example.com`;
    for (let i = 0; i < RATE_LIMITS['contact-email'].max; i += 1) {
      expect((await send(from, `10.9.2.${i + 1}`)).statusCode).toBe(201);
    }
    // A +tag is the same mailbox.
    expect((await send(from.replace('@', '+x@'), '10.9.2.99')).statusCode).toBe(429);
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
