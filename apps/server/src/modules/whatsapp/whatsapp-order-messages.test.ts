import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { formatDeliveryWindow, formatMoney } from '@matjar/core';
import { adminUsers, orders, outbox, whatsappOptOuts } from '@matjar/db';
import { insertCheckoutFixture } from '../checkout/testing/checkout-fixture.js';
import { createStaffUser } from '../staff/testing/staff-test-support.js';
import { placeOrder, type OrderWorkflowApp } from '../orders/testing/order-workflow-test-support.js';
import type { FakeCloudApi } from './testing/fake-cloud-api.js';
import {
  startTestCloudApi,
  startWhatsAppTestShop,
  WHATSAPP_TEST_TEMPLATES,
} from './testing/whatsapp-test-shop.js';
import { buildTestApp } from '../../testing/test-app.js';
import { RATE_LIMITS } from '../rate-limits/rate-limit-rules.js';
import { PAYMENT_REMINDER_AFTER_MS } from './payment-reminders.js';
import { queueOrderReceivedWhatsApp, queueOrderWhatsApp } from './whatsapp-queue.js';

const PUBLIC_URL = 'http://shop.test';
/** Numbers and links read left to right (LRI…PDI), words in their own direction (FSI…PDI). */
const lri = (text: string) => `\u2066${text}\u2069`;
const fsi = (text: string) => `\u2068${text}\u2069`;
/** An amount as a parameter: its direction marks and no-break space folded as every parameter's are. */
const amount = (dirhams: number, locale: 'ar' | 'en') =>
  fsi(
    formatMoney(dirhams, locale)
      .replace(/[\u200e\u200f\u061c]/g, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
let fake: FakeCloudApi;
const w = {} as OrderWorkflowApp;

beforeAll(async () => {
  fake = await startTestCloudApi();
  const { t } = await startWhatsAppTestShop(fake, { PUBLIC_URL });
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
  Object.assign(w, { t, f });
});
afterAll(async () => {
  await w.t?.close();
  await fake?.close();
});

const db = () => w.t.database.db;
const worker = () => w.t.app.whatsappWorker!;
const recipientOf = (order: { customerPhone: string | null }) =>
  `974${order.customerPhone!.replace(/\D/g, '').slice(-8)}`;
const sentTo = (recipient: string) => fake.sent.filter((m) => m.to === recipient);
const rowsOf = (orderId: number) =>
  db()
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `whatsapp:%:${orderId}%`));
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Pays a sandbox card order through its payment page, as the shopper does. */
async function pay(order: { paymentUrl: string | null }) {
  const path = order.paymentUrl!.slice(PUBLIC_URL.length);
  const paid = await w.t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123',
  });
  await w.t.app.inject({ method: 'GET', url: (paid.headers.location as string).slice(PUBLIC_URL.length) });
}
async function reloaded(orderId: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('the checkout opt-in', () => {
  it('is stored from create-order and is off unless the shopper ticks it', async () => {
    const ticked = await placeOrder(w.t, w.f, { locale: 'en', whatsappOptIn: true });
    const unticked = await placeOrder(w.t, w.f, { locale: 'en', whatsappOptIn: false });
    const silent = await placeOrder(w.t, w.f, { locale: 'en' });
    expect([ticked, unticked, silent].map((o) => o.whatsappOptIn)).toEqual([true, false, false]);
    await worker().runOnce();
    expect(sentTo(recipientOf(ticked)).map((m) => m.template?.name)).toEqual(['order_received']);
    expect(sentTo(recipientOf(unticked))).toEqual([]);
    expect(sentTo(recipientOf(silent))).toEqual([]);
  });

  it('a phone that replied STOP is never messaged, whatever the box says', async () => {
    const first = await placeOrder(w.t, w.f, { locale: 'ar', whatsappOptIn: true });
    await worker().runOnce();
    const to = recipientOf(first);
    expect(await fake.sendInbound(to, 'STOP')).toBe(200);
    expect(await db().select().from(whatsappOptOuts).where(eq(whatsappOptOuts.recipient, to))).toHaveLength(
      1,
    );
    // Order messages only: the STOP's acknowledgement (a text) goes out on its own.
    const orderMessages = () => sentTo(to).filter((m) => m.type === 'template');
    const before = orderMessages().length;
    // The same order's message queued again (its box is ticked): closed unsent at send time.
    await db()
      .delete(outbox)
      .where(eq(outbox.dedupeKey, `whatsapp:order-received:${first.id}`));
    await db().transaction((tx) => queueOrderReceivedWhatsApp(tx, first.id));
    expect(await worker().runOnce()).toMatchObject({ skipped: 1, sent: 0 });
    expect(orderMessages()).toHaveLength(before);
  });
});

describe("the delivery promise in the shopper's messages", () => {
  const window = { date: '2026-12-05', start: '10:00', end: '14:00' };
  /** An order opted in after it was placed, changed as the test needs, its three events queued and sent. */
  async function messagesOf(locale: 'ar' | 'en', changes: Partial<typeof orders.$inferInsert>) {
    const order = await placeOrder(w.t, w.f, { locale });
    await db()
      .update(orders)
      .set({ whatsappOptIn: true, ...changes })
      .where(eq(orders.id, order.id));
    // Each in the status it announces, sent before the next (a message no longer true is not sent).
    for (const [status, event] of [
      ['pending', 'order-received'],
      ['confirmed', 'order-confirmed'],
      ['shipped', 'out-for-delivery'],
    ] as const) {
      await db().update(orders).set({ status }).where(eq(orders.id, order.id));
      await db().transaction((tx) => queueOrderWhatsApp(tx, order.id, event));
      await worker().runOnce();
    }
    const sent = sentTo(recipientOf(order));
    expect(sent.map((m) => m.template?.name)).toEqual([
      'order_received',
      'order_confirmed',
      'out_for_delivery',
    ]);
    // Without the tracking link each status message ends with (whatsapp-flow.test.ts): the promise is last.
    return sent.map((m) => ({ ...m.template!, parameters: m.template!.parameters.slice(0, -1) }));
  }
  const booked = {
    deliveryDate: window.date,
    deliveryWindowStart: window.start,
    deliveryWindowEnd: window.end,
  };

  it('a booked window is in each message, in Arabic with Latin digits (D21) and in English', async () => {
    // A sentence of its own, ended with a full stop (the template's next sentence follows), isolated.
    const arabic = await messagesOf('ar', booked);
    expect(arabic.map((m) => m.parameters.at(-1))).toEqual(
      Array(3).fill(fsi(`موعد التوصيل: ${formatDeliveryWindow(window, 'ar')}.`)),
    );
    expect(arabic[0]!.parameters.at(-1)).toMatch(/^\u2068موعد التوصيل: السبت.*10:00/);
    expect(arabic.every((m) => m.language === 'ar')).toBe(true);
    const english = await messagesOf('en', booked);
    expect(english.map((m) => m.parameters.at(-1))).toEqual(
      Array(3).fill(fsi(`Delivery window: ${formatDeliveryWindow(window, 'en')}.`)),
    );
    expect(english[0]!.parameters.at(-1)).toMatch(/^\u2068Delivery window: Sat, Dec 5, 10:00/);
  });

  it("without a window, the zone's promise in working days kept on the order, in the order's language", async () => {
    // Out for delivery, it arrives today: the working days are no longer the news.
    const arabic = await messagesOf('ar', { deliveryDaysMin: 1, deliveryDaysMax: 2 });
    expect(arabic.map((m) => m.parameters.at(-1))).toEqual([
      ...Array(2).fill(fsi('التوصيل خلال 1–2 أيام عمل داخل الدوحة.')),
      fsi('يصلك اليوم.'),
    ]);
    const english = await messagesOf('en', {
      shippingCity: 'al_rayyan',
      deliveryDaysMin: 4,
      deliveryDaysMax: 6,
    });
    expect(english.map((m) => m.parameters.at(-1))).toEqual([
      ...Array(2).fill(fsi('Delivery in 4–6 working days elsewhere in Qatar.')),
      fsi('It reaches you today.'),
    ]);
  });

  it('an order without a city gets both promises on one line (Meta refuses a line break in a parameter)', async () => {
    const [received] = await messagesOf('en', {
      shippingCity: null,
      deliveryDaysMin: null,
      deliveryDaysMax: null,
    });
    expect(received!.parameters.at(-1)).toBe(
      fsi('Delivery in 2–3 working days inside Doha. Delivery in 3–5 working days elsewhere in Qatar.'),
    );
  });
});

describe('staff messages for a new order', () => {
  it('go once to each active staff member with a number and the switch on', async () => {
    const on = await createStaffUser(db(), { role: 'editor' });
    const off = await createStaffUser(db(), { role: 'admin' });
    const noNumber = await createStaffUser(db(), { role: 'admin' });
    const inactive = await createStaffUser(db(), { role: 'viewer', isActive: false });
    const set = (id: number, phone: string | null, notify: boolean) =>
      db()
        .update(adminUsers)
        .set({ whatsappPhone: phone, whatsappNotifications: notify })
        .where(eq(adminUsers.id, id));
    await set(on.id, '+974 5000 1001', true);
    await set(off.id, '+974 5000 1002', false);
    await set(noNumber.id, null, true);
    await set(inactive.id, '+974 5000 1004', true);

    const order = await placeOrder(w.t, w.f, { locale: 'en' });
    await db().transaction((tx) => queueOrderReceivedWhatsApp(tx, order.id));
    await worker().runOnce();
    await worker().runOnce();
    expect(sentTo('97450001001').map((m) => m.template)).toEqual([
      {
        name: 'staff_new_order',
        language: 'ar',
        parameters: [lri(`#${order.shortNumber}`), fsi(order.customerName), expect.stringContaining('ر.ق')],
      },
    ]);
    for (const phone of ['97450001002', '97450001004']) expect(sentTo(phone)).toEqual([]);
    // The shopper did not opt in: the staff still hear of the order, the shopper hears nothing.
    expect(sentTo(recipientOf(order))).toEqual([]);
  });

  it("each member's message and its money are in the member's WhatsApp language", async () => {
    const english = await createStaffUser(db(), { role: 'admin' });
    const arabic = await createStaffUser(db(), { role: 'admin' });
    await db()
      .update(adminUsers)
      .set({ whatsappPhone: '+974 5000 3001', whatsappNotifications: true, whatsappLanguage: 'en' })
      .where(eq(adminUsers.id, english.id));
    await db()
      .update(adminUsers)
      .set({ whatsappPhone: '+974 5000 3002', whatsappNotifications: true })
      .where(eq(adminUsers.id, arabic.id));
    // An Arabic order: the English-speaking member still reads English, money and all.
    const order = await placeOrder(w.t, w.f, { locale: 'ar' });
    await worker().runOnce();
    const number = lri(`#${order.shortNumber}`);
    const name = fsi(order.customerName);
    expect(sentTo('97450003001').map((m) => m.template)).toEqual([
      {
        name: 'staff_new_order',
        language: 'en',
        parameters: [number, name, amount(order.totalAmount, 'en')],
      },
    ]);
    expect(sentTo('97450003002').map((m) => m.template)).toEqual([
      {
        name: 'staff_new_order',
        language: 'ar',
        parameters: [number, name, amount(order.totalAmount, 'ar')],
      },
    ]);
    expect(formatMoney(order.totalAmount, 'en')).toMatch(/QAR/);
    expect(formatMoney(order.totalAmount, 'ar')).toMatch(/ر\.ق/);
  });

  it('a card order is announced to staff when it is paid, not when it is placed', async () => {
    const member = await createStaffUser(db(), { role: 'admin' });
    await db()
      .update(adminUsers)
      .set({ whatsappPhone: '+974 5000 2001', whatsappNotifications: true })
      .where(eq(adminUsers.id, member.id));
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online', whatsappOptIn: true });
    await worker().runOnce();
    expect(sentTo('97450002001')).toEqual([]);
    await pay(order);
    await worker().runOnce();
    expect(sentTo('97450002001')).toHaveLength(1);
  });
});

describe('the unpaid card order reminder', () => {
  it('is sent once, with the payment page the shopper can open, while the order is unpaid', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online', locale: 'en', whatsappOptIn: true });
    expect(order.paymentUrl).toMatch(new RegExp(`^${PUBLIC_URL}/pay/sandbox/`));
    await worker().queueDueReminders(new Date(Date.now() + PAYMENT_REMINDER_AFTER_MS - 60_000));
    expect((await rowsOf(order.id)).map((r) => r.kind)).toEqual([]);
    await worker().queueDueReminders(minutesLater(16));
    await worker().queueDueReminders(minutesLater(17));
    await worker().runOnce();
    await worker().runOnce();
    const reminders = sentTo(recipientOf(order)).filter((m) => m.template?.name === 'payment_reminder');
    expect(reminders.map((m) => m.template?.parameters)).toEqual([
      [lri(`#${order.shortNumber}`), expect.stringContaining('QAR'), lri(order.paymentUrl!)],
    ]);
    // The link works: the sandbox's payment page answers.
    const page = await w.t.app.inject({ method: 'GET', url: order.paymentUrl!.slice(PUBLIC_URL.length) });
    expect(page.statusCode).toBe(200);
  });

  it('is not queued for a paid order, nor sent when the order is paid after it was queued', async () => {
    const paidFirst = await placeOrder(w.t, w.f, { paymentMethod: 'online', whatsappOptIn: true });
    await pay(paidFirst);
    expect((await reloaded(paidFirst.id)).paymentStatus).toBe('completed');
    await worker().queueDueReminders(minutesLater(16));
    expect((await rowsOf(paidFirst.id)).map((r) => r.kind)).not.toContain('whatsapp:payment-reminder');

    const paidBetween = await placeOrder(w.t, w.f, { paymentMethod: 'online', whatsappOptIn: true });
    await worker().queueDueReminders(minutesLater(16));
    expect((await rowsOf(paidBetween.id)).map((r) => r.kind)).toContain('whatsapp:payment-reminder');
    await pay(paidBetween);
    await worker().runOnce();
    await worker().runOnce();
    const names = sentTo(recipientOf(paidBetween)).map((m) => m.template?.name);
    expect(names).toContain('order_received');
    expect(names).not.toContain('payment_reminder');
  });

  it('is not sent without the opt-in, nor after the payment window closed', async () => {
    const noOptIn = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await worker().queueDueReminders(minutesLater(16));
    expect(await rowsOf(noOptIn.id)).toEqual([]);
    const late = await placeOrder(w.t, w.f, { paymentMethod: 'online', whatsappOptIn: true });
    await worker().queueDueReminders(minutesLater(31));
    expect(await rowsOf(late.id)).toEqual([]);
  });
});

// Last in the file: it leaves this test's address refused for the window.
describe('the webhook under abuse', () => {
  it('answers hostile bodies with 4xx and refuses an address after repeated forged signatures, across processes', async () => {
    const post = (body: string, signature: string | null) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: body,
      });
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    expect((await post('\u0000\u0001', null)).statusCode).toBe(401);
    expect((await post('[]', 'sha256=')).statusCode).toBe(401);
    expect((await post(body, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    for (let i = 3; i < RATE_LIMITS['whatsapp-webhook-address'].max; i += 1) {
      expect((await post(body, 'sha256=forged')).statusCode).toBe(401);
    }
    const refused = await post(body, 'sha256=forged');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'WHATSAPP_WEBHOOK_RATE_LIMITED' } });
    expect(refused.headers['retry-after']).toBeDefined();
    // Counted in the database: a second process of the same shop refuses the address too.
    const other = await buildTestApp({
      database: w.t.database,
      env: {
        WHATSAPP: 'cloud',
        WHATSAPP_TOKEN: 'token-1',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_APP_SECRET: 'app-secret-for-tests',
        WHATSAPP_VERIFY_TOKEN: 'verify-me',
        WHATSAPP_API_URL: fake.apiUrl,
        ...WHATSAPP_TEST_TEMPLATES,
      },
    });
    try {
      const elsewhere = await other.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=forged' },
        payload: body,
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
