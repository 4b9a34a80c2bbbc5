import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { outbox } from '@matjar/db';
import { buildTestApp } from '../testing/test-app.js';
import { queueGiftCardCodes, type OrderConfirmationEmail } from './mail-queue.js';
import { queueOrderConfirmation } from './testing/queue-order-confirmation.js';
import { createSmtpTransport } from './mail-transport.js';
import { createMailWorker, messageIdFor, type MailWorkerOptions } from './mail-worker.js';
import { startSmtpCatcher, type SmtpCatcher } from './testing/smtp-catcher.js';

// The worker against a real SMTP server (smtp-server on loopback) on the test database.

function recordingLog() {
  const entries: { level: string; object: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (object: object, message: string) =>
    entries.push({ level, object: object as Record<string, unknown>, message });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

function orderMail(to: string, overrides: Partial<OrderConfirmationEmail> = {}): OrderConfirmationEmail {
  return {
    to,
    locale: 'ar',
    orderNumber: `ORD-${randomUUID().slice(0, 13)}`,
    customerName: 'هدى',
    paymentMethod: 'cash',
    isGiftCardOrder: false,
    items: [
      { productName: 'سماعات', variantName: 'أسود', quantity: 1, unitPrice: 29_900, totalPrice: 29_900 },
    ],
    subtotal: 29_900,
    discount: 0,
    shippingFee: 2_500,
    total: 32_400,
    couponCode: null,
    shippingAddress: 'شارع 5',
    shippingCity: 'الريان',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe('mail worker over real SMTP', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: SmtpCatcher;
  const tag = randomUUID().slice(0, 8);
  const address = (name: string) => `${name}-${tag}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ctx = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Matjar <no-reply@matjar.qa>',
        PUBLIC_URL: 'https://shop.example.qa',
        SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+',
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  afterEach(() => {
    smtp.refuseWith = null;
  });

  function worker(overrides: Partial<MailWorkerOptions> = {}) {
    return createMailWorker({
      database: ctx.database,
      transport: createSmtpTransport(smtp.url),
      from: 'Matjar <no-reply@matjar.qa>',
      publicUrl: 'https://shop.example.qa',
      log: recordingLog(),
      ...overrides,
    });
  }

  const queueOrder = (mail: OrderConfirmationEmail) =>
    ctx.database.db.transaction((tx) => queueOrderConfirmation(tx, mail));

  async function rowOf(dedupeKey: string) {
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
    return row!;
  }

  it('sends an order confirmation, gift-card codes and a contact message through the app, then marks them sent', async () => {
    const order = orderMail(address('order'));
    await queueOrder(order);
    await ctx.database.db.transaction((tx) =>
      queueGiftCardCodes(tx, {
        to: address('cards'),
        locale: 'en',
        orderNumber: order.orderNumber,
        customerName: 'Sara <Q>',
        cards: [
          { productName: 'Steam 50', value: 18_250, code: 'STEAM-AB12-CD34-EF56', expiresAt: '2027-11-21' },
        ],
      }),
    );
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Omar', email: address('omar'), subject: 'Warranty', message: 'Is it 1 year?' },
    });
    expect(contact.statusCode).toBe(201);

    const result = await ctx.app.mailWorker.runOnce();
    expect(result).toEqual({ sent: 3, retried: 0, failed: 0 });

    const confirmation = await smtp.waitFor((m) => m.recipients.includes(order.to));
    expect(confirmation.subject).toBe(`تأكيد الطلب ${order.orderNumber} — متجر`);
    expect(confirmation.html).toContain('dir="rtl"');
    expect(confirmation.text).toContain('3–5 أيام عمل في باقي مناطق قطر');
    // Random per row (decision 040): nothing of the dedupe key, order number or recipient.
    expect(confirmation.messageId).toMatch(/^<[0-9a-f]{32}@matjar\.qa>$/);

    const codes = await smtp.waitFor((m) => m.recipients.includes(address('cards')));
    expect(codes.subject).toBe(`Your gift-card codes for order ${order.orderNumber} — Matjar`);
    expect(codes.text).toContain('STEAM-AB12-CD34-EF56');
    expect(codes.html).toContain('Sara &lt;Q&gt;');

    const { contact: shop } = await ctx.app.settings.get();
    const message = await smtp.waitFor((m) => m.subject === 'Contact form message: Warranty');
    expect(message.recipients).toEqual([shop.email]);
    expect(message.replyTo).toBe(address('omar'));
    expect(message.text).toContain('Is it 1 year?');

    const row = await rowOf(`order-confirmation:${order.orderNumber}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // A sent row is never claimed again.
    expect(await ctx.app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.recipients.includes(order.to))).toHaveLength(1);
  });

  it('retries after the SMTP server refuses, on the backoff schedule, and sends once it accepts', async () => {
    const order = orderMail(address('retry'));
    await queueOrder(order);
    let clock = Date.now() + 1_000;
    const mailer = worker({ now: () => new Date(clock) });

    smtp.refuseWith = 'mailbox busy, try later';
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await rowOf(`order-confirmation:${order.orderNumber}`);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('mailbox busy');
    expect(row.nextAttemptAt.getTime()).toBe(clock + 60_000);

    smtp.refuseWith = null;
    clock += 59_000; // not yet due
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += 1_000;
    expect(await mailer.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    row = await rowOf(`order-confirmation:${order.orderNumber}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.mails.filter((m) => m.recipients.includes(order.to))).toHaveLength(1);
  });

  it('gives up after the last attempt: status failed, the error kept and logged', async () => {
    const order = orderMail(address('failed'));
    await queueOrder(order);
    let clock = Date.now() + 1_000;
    const log = recordingLog();
    const mailer = worker({ now: () => new Date(clock), retryDelaysMs: [1_000, 2_000], log });

    smtp.refuseWith = 'still refusing';
    expect(await mailer.runOnce()).toMatchObject({ retried: 1 });
    clock += 1_000;
    expect(await mailer.runOnce()).toMatchObject({ retried: 1 });
    clock += 2_000;
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await rowOf(`order-confirmation:${order.orderNumber}`);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toContain('still refusing');
    expect(log.entries.filter((e) => e.level === 'error')).toEqual([
      expect.objectContaining({ object: expect.objectContaining({ outboxId: row.id, attempts: 3 }) }),
    ]);

    smtp.refuseWith = null;
    clock += 24 * 3_600_000;
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.recipients.includes(order.to))).toHaveLength(0);
  });

  it('fails a row whose payload cannot be rendered at once, without sending', async () => {
    const [row] = await ctx.database.db
      .insert(outbox)
      .values({
        kind: 'email:order-confirmation',
        dedupeKey: `broken:${tag}`,
        payload: { to: address('broken') },
        // Due a second ago: the database's now() has microseconds, Date has milliseconds, so a row stamped
        // by now() can be a fraction of a millisecond "later" than the worker's clock read right after.
        nextAttemptAt: new Date(Date.now() - 1_000),
      })
      .returning();
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(row!.dedupeKey!)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('sends each e-mail exactly once when two workers race for the same outbox', async () => {
    const orders = Array.from({ length: 24 }, (_, i) => orderMail(address(`race${i}`)));
    for (const order of orders) await queueOrder(order);
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });
    const drain = async (mailer: typeof a) => {
      let sent = 0;
      for (;;) {
        const round = await mailer.runOnce();
        sent += round.sent;
        if (round.sent + round.retried + round.failed === 0) return sent;
      }
    };
    const [sentByA, sentByB] = await Promise.all([drain(a), drain(b)]);
    expect(sentByA + sentByB).toBe(24);

    const received = smtp.mails.filter((m) =>
      m.recipients.some((r) => r.startsWith('race') && r.endsWith(`-${tag}@example.com`)),
    );
    expect(received).toHaveLength(24);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(24);
    const rows = await ctx.database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.dedupeKey,
          orders.map((o) => `order-confirmation:${o.orderNumber}`),
        ),
      );
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('running, wakes on the NOTIFY of a queued e-mail instead of waiting for the next poll', async () => {
    const mailer = worker({ pollMs: 600_000 });
    await mailer.start();
    try {
      const order = orderMail(address('notify'));
      await queueOrder(order);
      const mail = await smtp.waitFor((m) => m.recipients.includes(order.to), 20_000);
      expect(mail.subject).toContain(order.orderNumber);
    } finally {
      await mailer.stop();
    }
  });

  it('without SMTP keeps e-mails pending and logs each once with kind, recipient and subject', async () => {
    const log = recordingLog();
    const mailer = worker({ transport: null, log });
    const order = orderMail(address('nosmtp'), { locale: 'en' });
    await queueOrder(order);
    await mailer.runOnce();
    await mailer.runOnce();
    const logged = log.entries.filter((e) => e.object.to === order.to);
    expect(logged).toEqual([
      {
        level: 'info',
        message: 'e-mail kept in the outbox (SMTP_URL is not set)',
        object: expect.objectContaining({
          kind: 'email:order-confirmation',
          subject: `Order confirmation ${order.orderNumber} — Matjar`,
        }),
      },
    ]);
    const row = await rowOf(`order-confirmation:${order.orderNumber}`);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    await ctx.database.db.delete(outbox).where(like(outbox.dedupeKey, `%${order.orderNumber}`));
  });

  it('gives the same Message-ID to the same row, so a resend after a crash is recognised', async () => {
    const order = orderMail(address('same-id'));
    await queueOrder(order);
    const row = await rowOf(`order-confirmation:${order.orderNumber}`);
    const id = messageIdFor(row, 'Matjar <no-reply@matjar.qa>');
    expect(id).toBe(`<${row.messageId.replace(/-/g, '')}@matjar.qa>`);
    expect(messageIdFor(row, 'no-reply@shop.qa')).toBe(id.replace('@matjar.qa', '@shop.qa'));
    await ctx.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.recipients.includes(order.to));
    expect(mail.messageId).toBe(id);
  });
});
