import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatMoney, formatOrderNumber, type Role } from '@matjar/core';
import { orderItems, outbox, products } from '@matjar/db';
import { startSmtpCatcher, type SmtpCatcher } from '../../mail/testing/smtp-catcher.js';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { forceStatus, placeOrder } from '../orders/testing/order-workflow-test-support.js';
import { SANDBOX_CARDS } from '../payments/sandbox/sandbox-cards.js';
import { cashCollected, newRequestKey, payWithCard } from '../refunds/testing/refund-test-support.js';
import { freshImei } from '../serials/testing/fresh-imei.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// The shopper hears about a part return (decision 048): one e-mail per return, in their language, through the
// outbox and a real SMTP server, listing what came back (with each unit's serial) and the refund made with it.

let smtp: SmtpCatcher;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
const staff = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({
    rateLimits: ORDER_RATE_LIMITS_OFF,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Matjar <no-reply@matjar.qa>',
      PUBLIC_URL: 'https://shop.example.qa',
      SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+',
    },
  });
  f = await insertCheckoutFixture(t.database.db, { stock: { cable: 200, phone: 50 } });
  await t.database.db.update(products).set({ isSerialized: true }).where(eq(products.id, f.phone.id));
  for (const role of ['editor', 'admin'] as const) {
    const user = await createStaffUser(t.database.db, { role });
    staff[role] = bearer(await createSessionToken(t.database.db, user.id));
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;

/** A delivered order of one phone (its IMEI recorded when packed) and two cables. */
async function delivered(locale: 'ar' | 'en', paymentMethod: 'cash' | 'online') {
  const order = await placeOrder(t, f, {
    locale,
    paymentMethod,
    items: [
      { product_id: f.phone.id, quantity: 1 },
      { product_id: f.cable.id, quantity: 2 },
    ],
  });
  if (paymentMethod === 'online') await payWithCard(t.app, order.paymentUrl!, SANDBOX_CARDS.pays);
  await forceStatus(db(), order.id, 'confirmed');
  const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const phone = lines.find((line) => line.productId === f.phone.id)!;
  const cable = lines.find((line) => line.productId === f.cable.id)!;
  const imei = freshImei();
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/serials`,
    headers: staff.admin,
    payload: { order_item_id: phone.id, serial: imei },
  });
  expect(recorded.statusCode).toBe(201);
  if (paymentMethod === 'cash') await cashCollected(db(), order.id, order.totalAmount);
  else await forceStatus(db(), order.id, 'delivered');
  return { order, phone, cable, imei };
}

const postReturn = (orderId: number, payload: object, role: Role = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/returns`,
    headers: staff[role],
    payload: { request_key: newRequestKey(), ...payload },
  });

const returnMailsOf = (returnId: number) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'email:return'), eq(outbox.dedupeKey, `return:${returnId}`)));

describe('the part-return e-mail', () => {
  it('tells an English shopper what came back, the phone by its IMEI, and the money refunded to the card', async () => {
    const { order, phone, imei } = await delivered('en', 'online');
    const body = {
      request_key: newRequestKey(),
      reason: 'Faulty unit',
      lines: [{ order_item_id: phone.id, quantity: 1, condition: 'damaged', serials: [imei] }],
      refund: { method: 'card' },
    };
    const response = await postReturn(order.id, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().return.refund).toMatchObject({ status: 'succeeded' });
    const refunded = response.json().return.refund.amount as number;

    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(
      (m) =>
        m.recipients.includes(order.customerEmail) && m.subject.startsWith('We received what you returned'),
    );
    expect(mail.subject).toContain(formatOrderNumber(order.shortNumber));
    expect(mail.text).toContain('We received these items you sent back:');
    expect(mail.text).toMatch(/- 1 × Phone/);
    expect(mail.text).toContain(`Serial number: ${imei}`);
    expect(mail.text).toContain(`We refunded ${formatMoney(refunded, 'en')} to the card you paid with.`);
    expect(mail.text).toContain('The rest of your order stays with you');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(imei);
    // The cables did not come back: they are not listed.
    expect(mail.text).not.toMatch(/× Cable/);

    // A resent request (same dialog) makes no second return and no second e-mail.
    const again = await postReturn(order.id, body);
    expect(again.statusCode).toBe(200);
    expect(await returnMailsOf(response.json().return.id)).toHaveLength(1);
  });

  it('tells an Arabic shopper in Arabic, and says money due back comes in its own e-mail', async () => {
    const { order, cable } = await delivered('ar', 'cash');
    const response = await postReturn(
      order.id,
      {
        reason: 'غيّر رأيه',
        lines: [{ order_item_id: cable.id, quantity: 1, condition: 'resellable' }],
      },
      'editor',
    );
    expect(response.statusCode).toBe(201);
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(
      (m) => m.recipients.includes(order.customerEmail) && m.subject.startsWith('استلمنا ما أرجعته'),
    );
    expect(mail.subject).toContain('استلمنا ما أرجعته من طلبك');
    expect(mail.text).toContain('استلمنا هذه القطع التي أرجعتها:');
    expect(mail.text).toContain('1 × ');
    expect(mail.text).toContain(`قيمتها ${formatMoney(cable.unitPrice, 'ar')}`);
    expect(mail.text).toContain('إن كان لك مبلغ يُسترد فستصلك رسالة حين نعيده.');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('is not sent when the last goods come back: the order returned whole has its status e-mail', async () => {
    const { order, phone, cable, imei } = await delivered('en', 'cash');
    const response = await postReturn(order.id, {
      reason: 'Refused the whole order',
      lines: [
        { order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [imei] },
        { order_item_id: cable.id, quantity: 2, condition: 'resellable' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().return_state).toBe('returned');
    expect(await returnMailsOf(response.json().return.id)).toEqual([]);
    const status = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email:order-status')));
    expect(status.some((row) => row.dedupeKey?.startsWith(`order-status:${order.id}:returned:`))).toBe(true);
  });
});
