import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type {
  AdminOrderWhatsAppMessagesResponse,
  AdminUsersResponse,
  AdminWhatsAppStatusResponse,
} from '@matjar/core';
import { activityLogs, adminUsers, orders, outbox, whatsappOptOuts } from '@matjar/db';
import { insertCheckoutFixture } from '../checkout/testing/checkout-fixture.js';
import { createStaffUser } from '../staff/testing/staff-test-support.js';
import {
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  type OrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';
import { createMailRepository } from '../../mail/mail-repository.js';
import { FAKE_ERRORS, type FakeCloudApi } from './testing/fake-cloud-api.js';
import { startTestCloudApi, startWhatsAppTestShop } from './testing/whatsapp-test-shop.js';

// What the worker checks just before each send (decision 057): a message no longer true is closed with its
// reason, older status messages never arrive after newer ones, a send interrupted by a crash is neither repeated
// nor sent stale; what did not go out is on the order page with "send again"; a set-up refusal raises the alert;
// STOP and START as people write them.

const PUBLIC_URL = 'http://shop.test';
let fake: FakeCloudApi;
const w = {} as OrderWorkflowApp;

beforeAll(async () => {
  fake = await startTestCloudApi();
  const { t } = await startWhatsAppTestShop(fake, { PUBLIC_URL });
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
  const admin = await createStaffUser(t.database.db, { role: 'admin' });
  const editor = await createStaffUser(t.database.db, { role: 'editor' });
  Object.assign(w, {
    t,
    f,
    staff: {
      admin: { id: admin.id, username: admin.username },
      editor: { id: editor.id, username: editor.username },
    },
  });
});
afterAll(async () => {
  await w.t?.close();
  await fake?.close();
});

const db = () => w.t.database.db;
const worker = () => w.t.app.whatsappWorker;
const recipientOf = (order: { customerPhone: string | null }) =>
  `974${order.customerPhone!.replace(/\D/g, '').slice(-8)}`;
const namesSentTo = (order: { customerPhone: string | null }) =>
  fake.sent.filter((m) => m.to === recipientOf(order)).map((m) => m.template?.name ?? `text: ${m.text}`);
const rowOf = async (orderId: number, event: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `whatsapp:${event}:${orderId}%`))
  )[0]!;
/** The outbox row's lease ran out (its worker died): due again now. */
const leaseRunsOut = (id: number) =>
  db()
    .update(outbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(eq(outbox.id, id));

async function optedIn(locale: 'ar' | 'en' = 'en') {
  const order = await placeOrder(w.t, w.f, { locale, whatsappOptIn: true });
  await worker().runOnce();
  return order;
}
async function move(orderId: number, status: string) {
  const response = await patchOrderStatus(w, orderId, { status });
  expect(response.statusCode, response.body).toBe(200);
}

async function messagesPage(orderId: number, role: 'admin' | 'editor' = 'admin') {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/whatsapp-messages`,
    headers: await staffHeaders(db(), w.staff[role].id),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderWhatsAppMessagesResponse>();
}
const resend = async (orderId: number, messageId: number, role: 'admin' | 'editor' = 'admin') =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/whatsapp-messages/${messageId}/resend`,
    headers: await staffHeaders(db(), w.staff[role].id),
  });
async function whatsappStatus() {
  const response = await w.t.app.inject({
    method: 'GET',
    url: '/api/admin/whatsapp/status',
    headers: await staffHeaders(db(), w.staff.editor.id),
  });
  return response.json<AdminWhatsAppStatusResponse>();
}

describe('a paid card order', () => {
  it('is told "received" and "confirmed" once paid (the payment confirms it)', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online', locale: 'en', whatsappOptIn: true });
    const paid = await w.t.app.inject({
      method: 'POST',
      url: order.paymentUrl!.slice(PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123',
    });
    await w.t.app.inject({ method: 'GET', url: (paid.headers.location as string).slice(PUBLIC_URL.length) });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect([row!.paymentStatus, row!.status]).toEqual(['completed', 'confirmed']);
    await worker().runOnce();
    expect(namesSentTo(order)).toEqual(['order_received', 'order_confirmed']);
  });
});

describe('a message that is no longer true', () => {
  it('a "confirmed" held by a crashed worker is not sent once its lease runs out on a canceled order', async () => {
    const order = await optedIn();
    await move(order.id, 'confirmed');
    // A worker claims it (lease of ten minutes) and dies before sending.
    const claimed = await createMailRepository(db(), 'whatsapp:%').claimDue(
      new Date(),
      new Date(Date.now() + 10 * 60_000),
      10,
    );
    const confirmed = await rowOf(order.id, 'order-confirmed');
    expect(claimed.map((row) => row.id)).toContain(confirmed.id);
    // Meanwhile the order is canceled without a message of its own (set straight in the database).
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id));
    await leaseRunsOut(confirmed.id);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, skipped: 1 });
    expect(namesSentTo(order)).toEqual(['order_received']);
    const row = await rowOf(order.id, 'order-confirmed');
    expect([row.status, row.lastError]).toEqual(['failed', 'not sent (stale): the order is canceled now']);
    const page = await messagesPage(order.id);
    expect(page.unsent).toMatchObject([
      { event: 'order-confirmed', state: 'not_sent', reason: 'stale', resendable: false },
    ]);
    expect((await resend(order.id, row.id)).json()).toMatchObject({
      error: { code: 'WHATSAPP_NOT_RESENDABLE' },
    });
  });

  it('canceled by staff instead: the cancellation goes out and the held "confirmed" never does', async () => {
    const order = await optedIn('ar');
    await move(order.id, 'confirmed');
    await createMailRepository(db(), 'whatsapp:%').claimDue(new Date(), new Date(Date.now() + 600_000), 10);
    await move(order.id, 'canceled');
    await worker().runOnce();
    const confirmed = await rowOf(order.id, 'order-confirmed');
    await leaseRunsOut(confirmed.id);
    await worker().runOnce();
    expect(namesSentTo(order)).toEqual(['order_received', 'order_canceled']);
    expect((await rowOf(order.id, 'order-confirmed')).lastError).toMatch(/^not sent \((overtaken|stale)\)/);
  });

  it('a send Meta accepted just before the crash is not sent again when the lease runs out', async () => {
    const order = await optedIn();
    await move(order.id, 'confirmed');
    await worker().runOnce();
    const confirmed = await rowOf(order.id, 'order-confirmed');
    // The process died after Meta's answer and the record, before marking the row.
    await db().update(outbox).set({ status: 'pending' }).where(eq(outbox.id, confirmed.id));
    await leaseRunsOut(confirmed.id);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, skipped: 1 });
    expect(namesSentTo(order)).toEqual(['order_received', 'order_confirmed']);
    expect((await rowOf(order.id, 'order-confirmed')).status).toBe('sent');
  });
});

describe('status messages in order', () => {
  it('a "shipped" retried after an outage never arrives after "delivered"', async () => {
    const order = await optedIn();
    await move(order.id, 'confirmed');
    await worker().runOnce();
    fake.failNext({ status: 503, code: 131016, message: 'Service unavailable', details: 'try later' });
    await move(order.id, 'shipped');
    expect(await worker().runOnce()).toMatchObject({ retried: 1 });
    await move(order.id, 'delivered');
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    // The retry comes due: the row was closed when "delivered" went out.
    const shipped = await rowOf(order.id, 'out-for-delivery');
    await leaseRunsOut(shipped.id);
    await worker().runOnce();
    expect(namesSentTo(order)).toEqual(['order_received', 'order_confirmed', 'order_delivered']);
    expect((await rowOf(order.id, 'out-for-delivery')).lastError).toMatch(/^not sent \(overtaken\)/);
    expect((await messagesPage(order.id)).unsent).toMatchObject([
      { event: 'out-for-delivery', state: 'not_sent', reason: 'overtaken' },
    ]);
  });

  it('a message still retrying is listed with its next try', async () => {
    const order = await optedIn();
    fake.failNext(FAKE_ERRORS.rateLimit());
    await move(order.id, 'confirmed');
    await worker().runOnce();
    const [retrying] = (await messagesPage(order.id)).unsent;
    expect(retrying).toMatchObject({ event: 'order-confirmed', state: 'retrying', error_code: 130429 });
    expect(retrying!.next_attempt_at).not.toBeNull();
    expect(retrying!.resendable).toBe(false);
  });
});

describe('failures seen and sent again', () => {
  it('a template not approved: listed in words, the set-up alert raised, sent again once approved', async () => {
    const order = await optedIn();
    fake.setTemplateStatus('order_confirmed', 'en', 'PENDING');
    try {
      await move(order.id, 'confirmed');
      expect(await worker().runOnce()).toMatchObject({ failed: 1 });
      const [failed] = (await messagesPage(order.id)).unsent;
      expect(failed).toMatchObject({
        event: 'order-confirmed',
        state: 'failed',
        reason: null,
        error_code: 132001,
        resendable: true,
      });
      expect((await whatsappStatus()).send_problem).toMatchObject({ kind: 'template', code: 132001 });
      // Not before the cause is fixed, and not by an editor.
      expect((await resend(order.id, failed!.id, 'editor')).statusCode).toBe(403);
    } finally {
      fake.setTemplateStatus('order_confirmed', 'en', 'APPROVED');
    }
    const failedId = (await rowOf(order.id, 'order-confirmed')).id;
    expect((await resend(order.id, failedId)).statusCode).toBe(200);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(namesSentTo(order)).toEqual(['order_received', 'order_confirmed']);
    // The send went through: the alert is gone, the list holds nothing unsent, the resend is audited.
    expect((await whatsappStatus()).send_problem).toBeNull();
    expect((await messagesPage(order.id)).unsent).toEqual([]);
    const audit = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'order'), eq(activityLogs.entityId, String(order.id))));
    expect(
      audit.some((entry) => entry.description.startsWith('Queued the WhatsApp message order-confirmed')),
    ).toBe(true);
    // Sent now: not again.
    expect((await resend(order.id, failedId)).json()).toMatchObject({
      error: { code: 'WHATSAPP_NOT_RESENDABLE' },
    });
    expect((await resend(order.id, 999_999)).statusCode).toBe(404);
  });

  it('an expired token raises the alert as a token problem', async () => {
    const order = await optedIn();
    fake.failNext(FAKE_ERRORS.unauthorized());
    await move(order.id, 'confirmed');
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    expect((await whatsappStatus()).send_problem).toMatchObject({ kind: 'token', code: 190 });
    const [failed] = (await messagesPage(order.id)).unsent;
    expect(failed).toMatchObject({ state: 'failed', error_code: 190, resendable: true });
    expect((await resend(order.id, failed!.id)).statusCode).toBe(200);
    await worker().runOnce();
    expect((await whatsappStatus()).send_problem).toBeNull();
  });
});

describe('STOP and START', () => {
  const textsTo = (to: string) =>
    fake.sent.filter((m) => m.to === to && m.type === 'text').map((m) => m.text);
  const optedOut = async (to: string) =>
    (await db().select().from(whatsappOptOuts).where(eq(whatsappOptOuts.recipient, to))).length === 1;

  it('"stop please" opts out with an answer in English; the order page says so; START opts back in', async () => {
    const order = await optedIn();
    const to = recipientOf(order);
    expect(await fake.sendInbound(to, 'stop please')).toBe(200);
    expect(await optedOut(to)).toBe(true);
    await vi.waitFor(() => expect(textsTo(to)).toHaveLength(1));
    expect(textsTo(to)[0]).toMatch(/^You will not receive order messages .* Reply START/);
    expect((await messagesPage(order.id)).customer_opted_out_at).not.toBeNull();
    // Queued meanwhile: closed unsent, listed with the reason.
    await move(order.id, 'confirmed');
    expect(await worker().runOnce()).toMatchObject({ skipped: 1 });
    const [closed] = (await messagesPage(order.id)).unsent;
    expect(closed).toMatchObject({ state: 'not_sent', reason: 'opted-out', resendable: true });
    expect((await resend(order.id, closed!.id)).json()).toMatchObject({
      error: { code: 'WHATSAPP_RECIPIENT_OPTED_OUT' },
    });
    expect(await fake.sendInbound(to, 'START')).toBe(200);
    expect(await optedOut(to)).toBe(false);
    await vi.waitFor(() => expect(textsTo(to)).toHaveLength(2));
    expect(textsTo(to)[1]).toMatch(/^You will receive order messages from us on WhatsApp again/);
    expect((await messagesPage(order.id)).customer_opted_out_at).toBeNull();
    // Back in: the message closed by the STOP can be sent again.
    expect((await resend(order.id, closed!.id)).statusCode).toBe(200);
    await worker().runOnce();
    expect(namesSentTo(order).filter((name) => name.startsWith('order_'))).toEqual([
      'order_received',
      'order_confirmed',
    ]);
  });

  it('"STOP.", "إيقاف." and "ايقاف الرسائل من فضلك" opt out, the Arabic answered in Arabic; a sentence does not', async () => {
    for (const [phone, text, arabic] of [
      ['97455880001', 'STOP.', false],
      ['97455880002', 'إيقاف.', true],
      ['97455880003', 'ايقاف الرسائل من فضلك', true],
    ] as const) {
      expect(await fake.sendInbound(phone, text)).toBe(200);
      expect(await optedOut(phone), text).toBe(true);
      await vi.waitFor(() => expect(textsTo(phone)).toHaveLength(1));
      expect(/\p{Script=Arabic}/u.test(textsTo(phone)[0]!), text).toBe(arabic);
    }
    expect(await fake.sendInbound('97455880004', 'the driver did not stop at my door')).toBe(200);
    expect(await optedOut('97455880004')).toBe(false);
  });

  it("a staff member's STOP shows on the Users screen, whatever their switch says", async () => {
    const boss = await createStaffUser(db(), { role: 'super_admin' });
    const member = await createStaffUser(db(), { role: 'admin' });
    await db()
      .update(adminUsers)
      .set({ whatsappPhone: '+974 5000 8801', whatsappNotifications: true })
      .where(eq(adminUsers.id, member.id));
    const listed = async () => {
      const response = await w.t.app.inject({
        method: 'GET',
        url: '/api/auth/users',
        headers: await staffHeaders(db(), boss.id),
      });
      return response.json<AdminUsersResponse>().users.find((user) => user.id === member.id)!;
    };
    expect((await listed()).whatsapp_opted_out).toBe(false);
    expect(await fake.sendInbound('97450008801', 'Stop!')).toBe(200);
    expect((await listed()).whatsapp_opted_out).toBe(true);
  });
});

describe('the driver at the door and on the way', () => {
  let drivers = 0;
  async function driverWithLink(name: string) {
    const headers = await staffHeaders(db(), w.staff.admin.id);
    const created = await w.t.app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers,
      payload: { name, phone: `+974 3300 ${String(++drivers).padStart(4, '0')}` },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const link = await w.t.app.inject({ method: 'POST', url: `/api/admin/drivers/${id}/link`, headers });
    const { url } = link.json<{ url: string }>();
    return { id, token: url.slice(url.indexOf('#') + 1) };
  }
  const assign = async (orderId: number, driverId: number) =>
    expect(
      (
        await w.t.app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${orderId}/driver`,
          headers: await staffHeaders(db(), w.staff.admin.id),
          payload: { driver_id: driverId },
        })
      ).statusCode,
    ).toBe(200);

  it('could not deliver: told why (no "confirmed"); out again, and with another driver, told each time', async () => {
    const order = await optedIn('ar');
    const first = await driverWithLink('سالم المري');
    await assign(order.id, first.id);
    await db().update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const tapped = await w.t.app.inject({
      method: 'POST',
      url: '/api/driver/taps',
      payload: {
        token: first.token,
        key: 'tap-key-whatsapp-0001',
        order_id: order.id,
        action: 'not_delivered',
        reason: 'not_home',
      },
    });
    expect(tapped.statusCode, tapped.body).toBe(200);
    await worker().runOnce();
    expect(namesSentTo(order)).toEqual(['order_received', 'delivery_failed']);
    const failed = fake.sent.find(
      (m) => m.to === recipientOf(order) && m.template?.name === 'delivery_failed',
    )!;
    const link = failed.template!.parameters.at(-1)!;
    expect(link).toMatch(/^\u2066https?:\/\/[^/]+\/track\?t=\d+\./);
    expect(failed.text).toBe(
      `لم نتمكن اليوم من توصيل طلبك \u2066#${order.shortNumber}\u2069: \u2068لم نجد أحدًا لاستلامه في العنوان\u2069. تابعه من هنا: ${link} سنتواصل معك لترتيب موعد توصيل جديد.`,
    );
    // Out again with the same driver, then handed to another on the way.
    await assign(order.id, first.id);
    await move(order.id, 'shipped');
    await worker().runOnce();
    const second = await driverWithLink('Ravi Kumar');
    await assign(order.id, second.id);
    await worker().runOnce();
    const out = fake.sent.filter(
      (m) => m.to === recipientOf(order) && m.template?.name === 'out_for_delivery',
    );
    expect(out.map((m) => m.template!.parameters[1])).toEqual([
      '\u2068سالم المري\u2069',
      '\u2068Ravi Kumar\u2069',
    ]);
    expect(namesSentTo(order)).not.toContain('order_confirmed');
  });
});
