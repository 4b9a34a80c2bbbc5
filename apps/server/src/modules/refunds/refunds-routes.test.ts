import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminOrderListResponse, AdminRefundResponse } from '@matjar/core';
import { activityLogs, drivers, orders, outbox, sandboxRefunds } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { SANDBOX_CARDS } from '../payments/sandbox/sandbox-cards.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { NO_ANSWER } from './refunds-service.js';
import {
  cashCollected,
  newRequestKey,
  payWithCard,
  placeRefundOrder,
} from './testing/refund-test-support.js';

const TIMEOUT_MS = 300;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let admin: Record<string, string>;
let viewer: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: ORDER_RATE_LIMITS_OFF,
    env: { PAYMENT_REFUND_TIMEOUT_MS: String(TIMEOUT_MS), PUBLIC_URL: 'http://shop.test' },
  });
  f = await insertCheckoutFixture(t.app.db, { stock: { cable: 500 } });
  const boss = await createStaffUser(t.app.db, { role: 'admin' });
  admin = bearer(await createSessionToken(t.app.db, boss.id));
  const watcher = await createStaffUser(t.app.db, { role: 'viewer' });
  viewer = bearer(await createSessionToken(t.app.db, watcher.id));
});
afterAll(() => t?.close());

const refund = (orderId: number, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers, payload });
const retry = (orderId: number, refundId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds/${refundId}/retry`,
    headers: admin,
  });
const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const sandboxRefundsOf = async (orderId: number) => {
  const order = await orderRow(orderId);
  return t.app.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, order.paymentId!));
};
async function paymentStateOf(orderNumber: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?q=${encodeURIComponent(orderNumber)}`,
    headers: admin,
  });
  return AdminOrderListResponse.parse(response.json()).orders[0]!.payment_state;
}
async function paidCardOrder(card: string = SANDBOX_CARDS.pays) {
  const order = await placeRefundOrder(t.app, f, 'online');
  await payWithCard(t.app, order.paymentUrl!, card);
  expect((await orderRow(order.id)).paymentStatus).toBe('completed');
  return order;
}

describe('card refunds through the sandbox gateway', () => {
  it('refunds part, then the rest; never more than paid; the payment reads partly refunded, then refunded', async () => {
    const order = await paidCardOrder();
    const key = newRequestKey();
    const first = await refund(order.id, {
      amount: 1_000,
      reason: 'Wrong colour',
      method: 'card',
      request_key: key,
    });
    expect(first.statusCode).toBe(201);
    const body = AdminRefundResponse.parse(first.json());
    expect(body.refund).toMatchObject({
      status: 'succeeded',
      amount: 1_000,
      method: 'card',
      gateway: 'sandbox',
    });
    expect(body.refund.reference).toMatch(/^sbr_/);
    expect(body).toMatchObject({ paid: order.totalAmount, refunded: 1_000, pending: 0 });
    expect(body.refundable).toBe(order.totalAmount - 1_000);
    expect((await orderRow(order.id)).refundedAmount).toBe(1_000);
    expect(await paymentStateOf(order.orderNumber)).toBe('partly_refunded');

    // A double click (the same request key) answers the same refund; the gateway refunded once.
    const again = await refund(order.id, {
      amount: 1_000,
      reason: 'Wrong colour',
      method: 'card',
      request_key: key,
    });
    expect(again.statusCode).toBe(200);
    expect(AdminRefundResponse.parse(again.json()).refund.id).toBe(body.refund.id);
    expect(await sandboxRefundsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).refundedAmount).toBe(1_000);
    // The same key with other details is refused rather than guessed at.
    const reused = await refund(order.id, { amount: 900, reason: 'x', method: 'card', request_key: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('REFUND_KEY_REUSED');

    const tooMuch = await refund(order.id, {
      amount: order.totalAmount,
      reason: 'Everything',
      method: 'card',
      request_key: newRequestKey(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'REFUND_MORE_THAN_PAID' });
    expect(tooMuch.json().error.messageAr).toContain('ر.ق');

    const rest = await refund(order.id, {
      amount: order.totalAmount - 1_000,
      reason: 'Returned the rest',
      method: 'card',
      request_key: newRequestKey(),
    });
    expect(rest.statusCode).toBe(201);
    expect(AdminRefundResponse.parse(rest.json())).toMatchObject({
      refundable: 0,
      refunded: order.totalAmount,
    });
    expect(await paymentStateOf(order.orderNumber)).toBe('refunded');

    // Each refund told the shopper once, and is in the activity log with its reason.
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'email:refund'));
    const mine = mails.filter(
      (row) => (row.payload as { orderNumber: string }).orderNumber === order.orderNumber,
    );
    expect(mine).toHaveLength(2);
    expect(mine.map((row) => (row.payload as { amount: number }).amount).sort()).toEqual(
      [1_000, order.totalAmount - 1_000].sort(),
    );
    const logged = await t.app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'order'), eq(activityLogs.entityId, String(order.id))));
    expect(logged.some((row) => row.description?.includes('Wrong colour'))).toBe(true);
  });

  it('two clicks at once with one request key make one refund', async () => {
    const order = await paidCardOrder();
    const payload = { amount: 800, reason: 'Double click', method: 'card', request_key: newRequestKey() };
    const answers = await Promise.all([refund(order.id, payload), refund(order.id, payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((answer) => AdminRefundResponse.parse(answer.json()).refund.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await sandboxRefundsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).refundedAmount).toBe(800);
  });

  it('a refusal marks the refund failed with the gateway’s reason; trying again asks again', async () => {
    const order = await paidCardOrder(SANDBOX_CARDS.refusesRefunds);
    const answer = await refund(order.id, {
      amount: 500,
      reason: 'Faulty charger',
      method: 'card',
      request_key: newRequestKey(),
    });
    expect(answer.statusCode).toBe(201);
    const body = AdminRefundResponse.parse(answer.json());
    expect(body.refund).toMatchObject({
      status: 'failed',
      failure_reason: 'The card issuer refused the refund',
    });
    // A failed refund holds nothing back.
    expect(body).toMatchObject({ refunded: 0, pending: 0, refundable: order.totalAmount });
    expect(await paymentStateOf(order.orderNumber)).toBe('completed');
    const second = AdminRefundResponse.parse((await retry(order.id, body.refund.id)).json());
    expect(second.refund).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await orderRow(order.id)).refundedAmount).toBe(0);
  });

  it('a time-out leaves the refund pending; checking again finds the refund made once', async () => {
    const order = await paidCardOrder(SANDBOX_CARDS.slowRefunds);
    const started = Date.now();
    const answer = await refund(order.id, {
      amount: 700,
      reason: 'Changed mind',
      method: 'card',
      request_key: newRequestKey(),
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    const body = AdminRefundResponse.parse(answer.json());
    expect(body.refund).toMatchObject({ status: 'pending', failure_reason: NO_ANSWER });
    expect(body).toMatchObject({ pending: 700, refundable: order.totalAmount - 700 });
    // The gateway made it even though its answer came too late.
    expect(await sandboxRefundsOf(order.id)).toHaveLength(1);
    const checked = AdminRefundResponse.parse((await retry(order.id, body.refund.id)).json());
    expect(checked.refund).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(await sandboxRefundsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).refundedAmount).toBe(700);
    // Settled refunds are final.
    expect((await retry(order.id, body.refund.id)).statusCode).toBe(409);
  });

  it('refuses an unpaid order, another method, and a viewer', async () => {
    const unpaid = await placeRefundOrder(t.app, f, 'online');
    const nothing = await refund(unpaid.id, {
      amount: 100,
      reason: 'x',
      method: 'card',
      request_key: newRequestKey(),
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('REFUND_NOTHING_PAID');
    const paid = await paidCardOrder();
    const cash = await refund(paid.id, {
      amount: 100,
      reason: 'x',
      method: 'cash',
      cash_how: 'cash',
      request_key: newRequestKey(),
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error.code).toBe('REFUND_METHOD_NOT_ALLOWED');
    const badKey = await refund(paid.id, { amount: 100, reason: 'x', method: 'card', request_key: 'short' });
    expect(badKey.statusCode).toBe(400);
    const noReason = await refund(paid.id, {
      amount: 100,
      reason: ' ',
      method: 'card',
      request_key: newRequestKey(),
    });
    expect(noReason.statusCode).toBe(400);
    const denied = await refund(
      paid.id,
      { amount: 100, reason: 'x', method: 'card', request_key: newRequestKey() },
      viewer,
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('cash refunds', () => {
  it('records who paid it back and how, settled at once, within the cash received', async () => {
    const order = await placeRefundOrder(t.app, f, 'cash');
    await cashCollected(t.app.db, order.id, order.totalAmount);
    const [driver] = await t.app.db
      .insert(drivers)
      .values({ name: 'Yusuf', phone: `5${String(Date.now()).slice(-7)}` })
      .returning();
    const noHow = await refund(order.id, {
      amount: 500,
      reason: 'Scratched',
      method: 'cash',
      request_key: newRequestKey(),
    });
    expect(noHow.statusCode).toBe(400);
    expect(noHow.json().error.code).toBe('REFUND_CASH_HOW_REQUIRED');
    const answer = await refund(order.id, {
      amount: 500,
      reason: 'Scratched',
      method: 'cash',
      cash_how: 'cash',
      driver_id: driver!.id,
      request_key: newRequestKey(),
    });
    expect(answer.statusCode).toBe(201);
    const body = AdminRefundResponse.parse(answer.json());
    expect(body.refund).toMatchObject({ status: 'succeeded', cash_how: 'cash', paid_by: 'Yusuf' });
    expect(body.refundable).toBe(order.totalAmount - 500);
    expect(await paymentStateOf(order.orderNumber)).toBe('partly_refunded');
    const byStaff = AdminRefundResponse.parse(
      (
        await refund(order.id, {
          amount: order.totalAmount - 500,
          reason: 'Returned',
          method: 'cash',
          cash_how: 'bank_transfer',
          request_key: newRequestKey(),
        })
      ).json(),
    );
    expect(byStaff.refund.paid_by).not.toBeNull();
    expect(await paymentStateOf(order.orderNumber)).toBe('refunded');
  });
});
