import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { drivers, orders, outbox, whatsappMessages, whatsappOptOuts } from '@matjar/db';
import { insertCheckoutFixture, type CheckoutFixture } from '../checkout/testing/checkout-fixture.js';
import { createStaffUser } from '../staff/testing/staff-test-support.js';
import type { AdminOrderWhatsAppMessagesResponse } from '@matjar/core';
import { CHANNELS } from '../../events/channels.js';
import {
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  type OrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';
import { FAKE_ERRORS, type FakeCloudApi } from './testing/fake-cloud-api.js';
import {
  startTestCloudApi,
  startWhatsAppTestShop,
  WHATSAPP_TEST_SECRET,
} from './testing/whatsapp-test-shop.js';
import { createCloudClient } from './whatsapp-client.js';
import { queueOrderWhatsApp } from './whatsapp-queue.js';
import { createWhatsAppWorker } from './whatsapp-worker.js';
import { signWebhook } from './webhook-signature.js';

const SECRET = WHATSAPP_TEST_SECRET;
const lri = (text: string) => `\u2066${text}\u2069`;
const fsi = (text: string) => `\u2068${text}\u2069`;

let fake: FakeCloudApi;
const w = {} as OrderWorkflowApp;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startTestCloudApi();
  const shop = await startWhatsAppTestShop(fake);
  const t = shop.t;
  webhookUrl = shop.webhookUrl;
  const f: CheckoutFixture = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
  const admin = await createStaffUser(t.database.db, { role: 'admin' });
  Object.assign(w, { t, f, staff: { admin: { id: admin.id, username: admin.username } } });
});
afterAll(async () => {
  await w.t?.close();
  await fake?.close();
});

const db = () => w.t.database.db;
const worker = () => w.t.app.whatsappWorker!;

async function optedInOrder(locale: 'ar' | 'en') {
  const order = await placeOrder(w.t, w.f, { locale });
  await db().update(orders).set({ whatsappOptIn: true }).where(eq(orders.id, order.id));
  return order;
}
const recipientOf = (order: { customerPhone: string | null }) =>
  `974${order.customerPhone!.replace(/\D/g, '').slice(-8)}`;
const sentTo = (recipient: string) => fake.sent.filter((m) => m.to === recipient);
const queue = (orderId: number, event: Parameters<typeof queueOrderWhatsApp>[2]) =>
  db().transaction((tx) => queueOrderWhatsApp(tx, orderId, event));

describe('WhatsApp messages through the outbox and the fake Cloud API', () => {
  it('an order that did not opt in gets no message', async () => {
    const order = await placeOrder(w.t, w.f, { locale: 'en' });
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await worker().runOnce();
    expect(sentTo(recipientOf(order))).toEqual([]);
    const rows = await db()
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `whatsapp:%:${order.id}`));
    expect(rows).toEqual([]);
  });

  it('sends each event once, in the order language, with the short number, total and driver', async () => {
    const order = await optedInOrder('en');
    const to = recipientOf(order);
    expect(await queue(order.id, 'order-received')).toBe(true);
    expect(await queue(order.id, 'order-received')).toBe(false);
    // The worker runs after each change, as it does live (a message no longer true by the time the worker
    // reaches it is not sent: whatsapp-send-checks.test.ts).
    await worker().runOnce();
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await worker().runOnce();
    const [driver] = await db()
      .insert(drivers)
      .values({ name: 'Ravi Kumar', phone: '55123456' })
      .returning({ id: drivers.id });
    await db().update(orders).set({ driverId: driver!.id }).where(eq(orders.id, order.id));
    expect((await patchOrderStatus(w, order.id, { status: 'shipped' })).statusCode).toBe(200);
    await worker().runOnce();
    expect((await patchOrderStatus(w, order.id, { status: 'delivered' })).statusCode).toBe(200);
    await worker().runOnce();
    const sent = sentTo(to);
    // The order booked no window: the Doha zone's promise, as the confirmation e-mail words it; out for
    // delivery, it arrives today. Numbers read left to right (LRI…PDI), words in their own direction (FSI…PDI).
    const promise = fsi('Delivery in 2–3 working days inside Doha.');
    const number = lri(`#${order.shortNumber}`);
    // Each status message ends with the order's signed tracking link, in the order's language.
    const link = sent[0]!.template!.parameters.at(-1)!;
    expect(link).toMatch(/^\u2066http:\/\/localhost:3000\/en\/track\?t=\d+\.[\w-]+\u2069$/);
    expect(sent.map((m) => m.template)).toEqual([
      {
        name: 'order_received',
        language: 'en',
        parameters: [number, expect.stringContaining('QAR'), promise, link],
      },
      { name: 'order_confirmed', language: 'en', parameters: [number, promise, link] },
      {
        name: 'out_for_delivery',
        language: 'en',
        parameters: [number, fsi('Ravi Kumar'), lri('+974 5512 3456'), fsi('It reaches you today.'), link],
      },
      { name: 'order_delivered', language: 'en', parameters: [number, link] },
    ]);
    // The link opens this order's status without signing in.
    const token = decodeURIComponent(link.slice(1, -1).split('?t=')[1]!);
    const tracked = await w.t.app.inject({ method: 'GET', url: `/api/orders/track/${token}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ order: { shortNumber: order.shortNumber } });
    const stored = await db().select().from(whatsappMessages).where(eq(whatsappMessages.orderId, order.id));
    expect(stored).toHaveLength(4);
    expect(stored.every((m) => m.status === 'sent' && m.recipient === to && m.language === 'en')).toBe(true);
    // The link is a credential: the record of what was sent does not keep it.
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('an Arabic order is sent in Arabic', async () => {
    const order = await optedInOrder('ar');
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await worker().runOnce();
    expect(sentTo(recipientOf(order)).map((m) => m.template?.language)).toEqual(['ar']);
  });

  it('STOP (or إيقاف) by WhatsApp opts the phone out, and queued messages are not sent', async () => {
    const order = await optedInOrder('ar');
    const to = recipientOf(order);
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await fake.sendInbound(to, ' إيقاف ')).toBe(200);
    expect(await db().select().from(whatsappOptOuts).where(eq(whatsappOptOuts.recipient, to))).toHaveLength(
      1,
    );
    const result = await worker().runOnce();
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    // No order message; the STOP itself is acknowledged with a text (whatsapp-send-checks.test.ts).
    expect(sentTo(to).filter((m) => m.type === 'template')).toEqual([]);
    const other = await optedInOrder('en');
    expect(await fake.sendInbound(recipientOf(other), 'Stop')).toBe(200);
    expect(
      await db()
        .select()
        .from(whatsappOptOuts)
        .where(eq(whatsappOptOuts.recipient, recipientOf(other))),
    ).toHaveLength(1);
    expect(await fake.sendInbound('97455000111', 'hello')).toBe(200);
    expect(
      await db().select().from(whatsappOptOuts).where(eq(whatsappOptOuts.recipient, '97455000111')),
    ).toHaveLength(0);
  });
});

describe('the status webhook', () => {
  async function sentMessage() {
    const order = await optedInOrder('en');
    await queue(order.id, 'order-received');
    await worker().runOnce();
    const [message] = await db()
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, order.id));
    return message!;
  }
  const statusOf = async (wamid: string) =>
    (await db().select().from(whatsappMessages).where(eq(whatsappMessages.wamid, wamid)))[0]!;

  it('applies statuses once and forward only: read after delivered after sent', async () => {
    const message = await sentMessage();
    expect(await fake.deliverStatus(message.wamid, 'delivered')).toBe(200);
    expect((await statusOf(message.wamid)).status).toBe('delivered');
    expect(await fake.deliverStatus(message.wamid, 'read')).toBe(200);
    expect(await fake.deliverStatus(message.wamid, 'delivered')).toBe(200);
    expect(await fake.deliverStatus(message.wamid, 'sent')).toBe(200);
    expect(await fake.deliverStatus(message.wamid, 'read')).toBe(200);
    expect((await statusOf(message.wamid)).status).toBe('read');
  });

  it("shows on the order page's list, live: each status announced on the order-changed channel", async () => {
    const message = await sentMessage();
    const viewer = await createStaffUser(db(), { role: 'viewer' });
    const list = async (staffId: number) =>
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${message.orderId}/whatsapp-messages`,
          headers: await staffHeaders(db(), staffId),
        })
      ).json<AdminOrderWhatsAppMessagesResponse>().messages;
    const events: string[] = [];
    const unlisten = await w.t.database.listen(CHANNELS.orderChanged, (payload) => {
      events.push(String(payload));
    });
    try {
      // The listener may still receive changes committed before it was added (placing and sending
      // the order's first message). Notifications arrive in commit order, so a marker sent now is
      // the line after which only this test's statuses can come.
      await db().execute(sql`SELECT pg_notify(${CHANNELS.orderChanged}, 'marker')`);
      await expect.poll(() => events.includes('marker')).toBe(true);
      events.splice(0, events.indexOf('marker') + 1);
      expect(await fake.deliverStatus(message.wamid, 'delivered')).toBe(200);
      expect(await fake.deliverStatus(message.wamid, 'read')).toBe(200);
      await expect.poll(() => events.length).toBe(2);
    } finally {
      await unlisten();
    }
    expect(events.map((e) => JSON.parse(e) as { id: number; change: string })).toEqual([
      expect.objectContaining({ id: message.orderId, change: 'whatsapp' }),
      expect.objectContaining({ id: message.orderId, change: 'whatsapp' }),
    ]);
    const [shown] = await list(w.staff.admin.id);
    expect(shown).toMatchObject({
      event: 'order-received',
      audience: 'customer',
      recipient: `+974 ${message.recipient.slice(3, 7)} ${message.recipient.slice(7)}`,
      status: 'read',
      error_code: null,
    });
    // A viewer sees the messages, not the shopper's number.
    expect((await list(viewer.id))[0]).toMatchObject({ status: 'read', recipient: null });
  });

  it('records a failure with its error', async () => {
    const message = await sentMessage();
    expect(await fake.deliverStatus(message.wamid, 'failed', 131026)).toBe(200);
    const row = await statusOf(message.wamid);
    expect(row.status).toBe('failed');
    expect(row.error).toContain('131026');
    const listed = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${message.orderId}/whatsapp-messages`,
      headers: await staffHeaders(db(), w.staff.admin.id),
    });
    expect(listed.json<AdminOrderWhatsAppMessagesResponse>().messages[0]).toMatchObject({
      status: 'failed',
      error_code: 131026,
    });
  });

  it('refuses a forged, missing or malformed signature and hostile bodies with 4xx', async () => {
    const message = await sentMessage();
    const payload = fake.statusPayload(message.wamid, message.recipient, 'read');
    expect(await fake.postWebhook(payload, 'not-the-secret')).toBe(401);
    expect(await fake.postWebhook(payload, null)).toBe(401);
    expect((await statusOf(message.wamid)).status).toBe('sent');
    const post = (body: string, headers: Record<string, string>) =>
      fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const notJson = '{"object":';
    expect((await post(notJson, { 'x-hub-signature-256': signWebhook(SECRET, notJson) })).status).toBe(400);
    const wrongShape = JSON.stringify({ entry: 'x' });
    expect((await post(wrongShape, { 'x-hub-signature-256': signWebhook(SECRET, wrongShape) })).status).toBe(
      400,
    );
    expect((await post(JSON.stringify(payload), { 'x-hub-signature-256': 'sha256=zz' })).status).toBe(401);
    const huge = JSON.stringify({ object: 'x', entry: [], pad: 'a'.repeat(300_000) });
    expect((await post(huge, { 'x-hub-signature-256': signWebhook(SECRET, huge) })).status).toBe(413);
  });

  it('answers the subscription handshake only with the verify token', async () => {
    const get = (query: string) => w.t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });
    const ok = await get('hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await get('hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: 'WHATSAPP_VERIFY_FAILED' } });
    expect((await get('hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1')).statusCode).toBe(
      403,
    );
    expect((await get('')).statusCode).toBe(403);
  });
});

describe('the worker and Cloud API errors', () => {
  function workerWith(templates: Partial<Record<string, string>> = {}) {
    return createWhatsAppWorker({
      database: w.t.database,
      messages: w.t.app.whatsappMessages,
      sender: () => ({
        client: createCloudClient({ apiUrl: fake.apiUrl, phoneNumberId: '1234567890', token: 'token-1' }),
        templates: {
          orderReceived: 'order_received',
          orderConfirmed: 'order_confirmed',
          outForDelivery: 'out_for_delivery',
          delivered: 'order_delivered',
          paymentReminder: 'payment_reminder',
          staffNewOrder: 'staff_new_order',
          refund: 'order_refund',
          partReturn: 'order_part_return',
          deliveryFailed: 'delivery_failed',
          orderCanceled: 'order_canceled',
          orderReturned: 'order_returned',
          ...templates,
        },
      }),
      log: { warn: () => {}, error: () => {} },
      trackingLink: (orderId, language) =>
        Promise.resolve(`https://shop.test/${language}/track?t=${orderId}`),
      retryDelaysMs: [0, 0],
    });
  }
  const rowOf = async (orderId: number) =>
    (
      await db()
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'whatsapp:order-received'),
            eq(outbox.dedupeKey, `whatsapp:order-received:${orderId}`),
          ),
        )
    )[0]!;

  it('retries a rate-limited send and then sends it once', async () => {
    const order = await optedInOrder('ar');
    await queue(order.id, 'order-received');
    fake.failNext(FAKE_ERRORS.rateLimit());
    const worker = workerWith();
    expect(await worker.runOnce()).toMatchObject({ retried: 1, sent: 0 });
    expect((await rowOf(order.id)).lastError).toContain('130429');
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retried: 0 });
    expect(sentTo(recipientOf(order))).toHaveLength(1);
  });

  it('fails an unknown template for good, without retrying', async () => {
    const order = await optedInOrder('en');
    await queue(order.id, 'order-received');
    const worker = workerWith({ orderReceived: 'not_approved' });
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    const row = await rowOf(order.id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('132001');
    expect(sentTo(recipientOf(order))).toEqual([]);
  });
});
