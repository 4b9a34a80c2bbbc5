import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { SHOP_WHATSAPP_TEMPLATES, WHATSAPP_BODY_MAX, type OrderStatus } from '@matjar/core';
import { adminUsers, drivers, orders, outbox, type DbTransaction } from '@matjar/db';
import { insertCheckoutFixture } from '../checkout/testing/checkout-fixture.js';
import { placeOrder, type OrderWorkflowApp } from '../orders/testing/order-workflow-test-support.js';
import { createStaffUser } from '../staff/testing/staff-test-support.js';
import type { FakeCloudApi, FakeSentMessage } from './testing/fake-cloud-api.js';
import { startTestCloudApi, startWhatsAppTestShop } from './testing/whatsapp-test-shop.js';
import {
  queueOrderNoticeWhatsApp,
  queueOrderReceivedWhatsApp,
  queueOrderWhatsApp,
  type ShopperWhatsAppEvent,
} from './whatsapp-queue.js';

// Every template in both languages, filled with names and addresses a shopper or a staff member can type —
// new lines, tabs, runs of spaces, a right-to-left override, zero-width characters, 500 characters, Arabic in an
// English message and Latin in an Arabic one — sent through the Cloud API fake, which refuses what Meta refuses
// (132018, 132005, an empty parameter) and keeps the text as the recipient reads it.

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

const HOSTILE_NAME = `\u202e  Salem\n\tAl   Marri     سالم\u200f\u200b المري ${'ي'.repeat(500)}`;
const HOSTILE_ADDRESS = 'Zone 25,\n\n Street\t230,     Building 14\u202e, الدوحة\r\n';
const DRIVER_NAME = 'سالم المري';

let fake: FakeCloudApi;
const w = {} as OrderWorkflowApp;
let driverId: number;

beforeAll(async () => {
  fake = await startTestCloudApi();
  const { t } = await startWhatsAppTestShop(fake);
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
  Object.assign(w, { t, f });
  const [driver] = await t.database.db
    .insert(drivers)
    .values({ name: DRIVER_NAME, phone: '33001001' })
    .returning({ id: drivers.id });
  driverId = driver!.id;
  // A staff member of each language, to receive the new-order message with the shopper's hostile name.
  for (const [phone, language] of [
    ['+974 5000 7001', 'ar'],
    ['+974 5000 7002', 'en'],
  ] as const) {
    const member = await createStaffUser(t.database.db, { role: 'admin' });
    await t.database.db
      .update(adminUsers)
      .set({ whatsappPhone: phone, whatsappNotifications: true, whatsappLanguage: language })
      .where(eq(adminUsers.id, member.id));
  }
});
afterAll(async () => {
  await w.t?.close();
  await fake?.close();
});

const db = () => w.t.database.db;
const recipientOf = (order: { customerPhone: string | null }) =>
  `974${order.customerPhone!.replace(/\D/g, '').slice(-8)}`;

/** Puts the order in the status the message announces, queues it, sends it: the fake must accept it. */
async function sendAt(orderId: number, status: OrderStatus, queue: () => Promise<unknown>) {
  await db().update(orders).set({ status }).where(eq(orders.id, orderId));
  await queue();
  const result = await w.t.app.whatsappWorker.runOnce();
  expect(result, `${status}: the fake refused a send`).toMatchObject({ failed: 0, retried: 0, skipped: 0 });
  expect(result.sent).toBeGreaterThan(0);
}

/** An opted-in order with the hostile name and address, a driver with an Arabic name, every message sent. */
async function everyMessageOf(locale: 'ar' | 'en') {
  const order = await placeOrder(w.t, w.f, { locale, whatsappOptIn: true });
  // Queued by the checkout with the name as placed: taken back, queued again below with the hostile one.
  await db()
    .delete(outbox)
    .where(like(outbox.dedupeKey, `whatsapp:%:${order.id}%`));
  await db()
    .update(orders)
    .set({ customerName: HOSTILE_NAME, shippingAddress: HOSTILE_ADDRESS, driverId })
    .where(eq(orders.id, order.id));
  const inTx = (work: (tx: DbTransaction) => Promise<unknown>) => () => db().transaction(work);
  const status = (event: ShopperWhatsAppEvent) => inTx((tx) => queueOrderWhatsApp(tx, order.id, event));
  await sendAt(
    order.id,
    'pending',
    inTx((tx) => queueOrderReceivedWhatsApp(tx, order.id)),
  );
  await sendAt(order.id, 'confirmed', status('order-confirmed'));
  await sendAt(order.id, 'shipped', status('out-for-delivery'));
  await sendAt(
    order.id,
    'confirmed',
    inTx((tx) =>
      queueOrderNoticeWhatsApp(tx, order.id, {
        event: 'delivery-failed',
        reason: 'wrong_address',
        failedAt: new Date(),
      }),
    ),
  );
  await sendAt(order.id, 'delivered', status('delivered'));
  await sendAt(
    order.id,
    'delivered',
    inTx((tx) =>
      queueOrderNoticeWhatsApp(tx, order.id, {
        event: 'refund',
        refundId: 1,
        amount: 12_345,
        method: 'cash',
        cashHow: 'bank_transfer',
      }),
    ),
  );
  await sendAt(
    order.id,
    'delivered',
    inTx((tx) => queueOrderNoticeWhatsApp(tx, order.id, { event: 'part-return', returnId: 1, quantity: 3 })),
  );
  await sendAt(order.id, 'returned', status('order-returned'));
  const canceled = await placeOrder(w.t, w.f, { locale, whatsappOptIn: true });
  await w.t.app.whatsappWorker.runOnce();
  await db().update(orders).set({ customerName: HOSTILE_NAME }).where(eq(orders.id, canceled.id));
  await sendAt(
    canceled.id,
    'canceled',
    inTx((tx) => queueOrderWhatsApp(tx, canceled.id, 'order-canceled')),
  );
  const card = await placeOrder(w.t, w.f, { locale, whatsappOptIn: true, paymentMethod: 'online' });
  await db().update(orders).set({ customerName: HOSTILE_NAME }).where(eq(orders.id, card.id));
  await sendAt(
    card.id,
    'pending',
    inTx((tx) => queueOrderWhatsApp(tx, card.id, 'payment-reminder')),
  );
  const only = (of: { customerPhone: string | null }, name: string) =>
    fake.sent.filter((m) => m.to === recipientOf(of) && m.template?.name === name);
  return {
    shopper: [
      ...fake.sent.filter((m) => m.to === recipientOf(order)),
      ...only(canceled, 'order_canceled'),
      ...only(card, 'payment_reminder'),
    ],
    staff: fake.sent.filter(
      (m) =>
        m.template?.name === 'staff_new_order' &&
        m.template.parameters[0] === `${LRI}#${order.shortNumber}${PDI}`,
    ),
  };
}

/** What every parameter must be once it reaches Meta. */
function expectSafe(message: FakeSentMessage) {
  const name = `${message.template!.name} (${message.template!.language})`;
  for (const parameter of message.template!.parameters) {
    expect(parameter, name).toMatch(new RegExp(`^[${LRI}${FSI}][^${LRI}${FSI}${PDI}]+${PDI}$`, 'u'));
    expect(parameter, name).not.toMatch(/[\n\t\r\u202a-\u202e\u200b-\u200f]| {2}/u);
  }
  expect(message.text!.length, name).toBeLessThanOrEqual(WHATSAPP_BODY_MAX);
}

describe.each(['ar', 'en'] as const)('every template in %s, with hostile names and addresses', (locale) => {
  let sent: Awaited<ReturnType<typeof everyMessageOf>>;
  beforeAll(async () => {
    sent = await everyMessageOf(locale);
  });

  it('is accepted by the fake: each shopper template once, the staff one in each member’s language', () => {
    const shopperTemplates = SHOP_WHATSAPP_TEMPLATES.filter((t) => t.event !== 'staff-new-order');
    expect(sent.shopper.map((m) => m.template!.name).sort()).toEqual(
      shopperTemplates.map((t) => t.name).sort(),
    );
    expect(sent.staff.map((m) => m.template!.language).sort()).toEqual(['ar', 'en']);
  });

  it('folds, bounds and isolates every parameter, within Meta’s body length', () => {
    for (const message of [...sent.shopper, ...sent.staff]) expectSafe(message);
    const staffName = sent.staff[0]!.template!.parameters[1]!;
    // The name as one line: the override and invisible marks gone, cut to 60 characters with an ellipsis.
    expect(staffName.startsWith(`${FSI}Salem Al Marri سالم المري ييي`)).toBe(true);
    expect([...staffName.slice(1, -1)]).toHaveLength(60);
    expect(staffName.endsWith(`…${PDI}`)).toBe(true);
  });

  it('reads the driver’s phone left to right after an Arabic name, in both languages', () => {
    const out = sent.shopper.find((m) => m.template!.name === 'out_for_delivery')!;
    const phone = `${LRI}+974 3300 1001${PDI}`;
    const driver = `${FSI}${DRIVER_NAME}${PDI}`;
    expect(out.text).toContain(locale === 'en' ? `with ${driver} (${phone}).` : `مع ${driver} (${phone}).`);
    // No window booked: it reaches the shopper today, not "in 2–3 working days".
    expect(out.text).toContain(locale === 'en' ? 'It reaches you today.' : 'يصلك اليوم.');
  });

  it('never doubles the full stop after an amount, and tells a failed delivery in words', () => {
    const received = sent.shopper.find((m) => m.template!.name === 'order_received')!;
    expect(received.text).not.toMatch(/\.\u2069?\./u);
    const failed = sent.shopper.find((m) => m.template!.name === 'delivery_failed')!;
    expect(failed.text).toContain(
      locale === 'en' ? 'our driver could not find the address' : 'لم يتمكن المندوب من الوصول إلى العنوان',
    );
    const canceled = sent.shopper.find((m) => m.template!.name === 'order_canceled')!;
    expect(canceled.text).toContain(locale === 'en' ? 'Nothing is due from you.' : 'لا يستحق عليك أي مبلغ.');
  });
});
