import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminOrderBoardResponse,
  AdminOrderListResponse,
  errorMessage,
  type OrderStatus,
  type PaymentStatus,
} from '@matjar/core';
import { orders } from '@matjar/db';
import {
  auditOf,
  forceStatus,
  historyOf,
  orderRow,
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  statusMailsOf,
  stockOf,
  useOrderWorkflowApp,
} from './testing/order-workflow-test-support.js';

// A card order is not an order to fulfil until its payment completed (core's transitionRefusal).
const w = useOrderWorkflowApp();

const db = () => w.t.database.db;

async function cardOrder(status: OrderStatus, paymentStatus: PaymentStatus) {
  const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
  await db().update(orders).set({ status, paymentStatus }).where(eq(orders.id, order.id));
  return order;
}

/** Everything a refused move must leave as it was: the row, its timeline, the activity log, the e-mails. */
async function traceOf(orderId: number) {
  const row = await orderRow(db(), orderId);
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    history: (await historyOf(db(), orderId)).length,
    audit: (await auditOf(db(), 'order', orderId)).length,
    mails: (await statusMailsOf(db(), orderId)).length,
  };
}

describe('a card order whose payment has not completed', () => {
  it.each([
    ['pending', 'confirmed'],
    ['pending', 'processing'],
    ['confirmed', 'shipped'],
    ['shipped', 'delivered'],
  ] as const)('awaiting payment: %s → %s is refused with 409 ORDER_AWAITING_PAYMENT', async (from, to) => {
    const order = await cardOrder(from, 'pending');
    const before = await traceOf(order.id);
    const response = await patchOrderStatus(w, order.id, { status: to, from });
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('ORDER_AWAITING_PAYMENT');
    expect(error.message).toBe(errorMessage('ORDER_AWAITING_PAYMENT', 'en'));
    expect(error.messageAr).toBe(errorMessage('ORDER_AWAITING_PAYMENT', 'ar'));
    expect(error.params).toMatchObject({ currentStatus: from, paymentStatus: 'pending' });
    expect(await traceOf(order.id)).toEqual(before);
  });

  it('is refused without `from` too (old clients)', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    const response = await patchOrderStatus(w, order.id, { status: 'confirmed' });
    expect(response.json().error.code).toBe('ORDER_AWAITING_PAYMENT');
    expect((await orderRow(db(), order.id)).status).toBe('pending');
  });

  it.each([
    ['failed', 'ORDER_PAYMENT_FAILED'],
    ['cancelled', 'ORDER_PAYMENT_CANCELLED'],
  ] as const)('payment %s: confirming is refused with %s', async (payment, code) => {
    const order = await cardOrder('pending', payment);
    const before = await traceOf(order.id);
    const response = await patchOrderStatus(w, order.id, { status: 'confirmed', from: 'pending' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code, message: errorMessage(code, 'en') });
    expect(await traceOf(order.id)).toEqual(before);
  });

  it('a move the machine forbids is still named as such', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    const response = await patchOrderStatus(w, order.id, { status: 'delivered', from: 'pending' });
    expect(response.json().error.code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('can still be canceled: the payment closes and the stock returns', async () => {
    const before = await stockOf(db(), w.f.cable.id);
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    const response = await patchOrderStatus(w, order.id, { status: 'canceled', from: 'pending' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'canceled', payment_status: 'cancelled' });
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
  });
});

describe('once paid, and cash orders', () => {
  it('a paid card order is confirmed, shipped and delivered', async () => {
    const order = await cardOrder('pending', 'completed');
    for (const [from, to] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped'],
      ['shipped', 'delivered'],
    ] as const) {
      expect((await patchOrderStatus(w, order.id, { status: to, from })).statusCode).toBe(200);
    }
    expect((await orderRow(db(), order.id)).status).toBe('delivered');
  });

  it('a cash order moves as before, with no payment', async () => {
    const order = await placeOrder(w.t, w.f);
    expect(order.paymentStatus).toBeNull();
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed', from: 'pending' })).statusCode).toBe(
      200,
    );
    await forceStatus(db(), order.id, 'confirmed');
    expect((await patchOrderStatus(w, order.id, { status: 'shipped', from: 'confirmed' })).statusCode).toBe(
      200,
    );
  });
});

describe('the board and the all-orders list', () => {
  const get = async (url: string) =>
    w.t.app.inject({ method: 'GET', url, headers: await staffHeaders(db(), w.staff.admin.id) });

  it('a card order whose payment failed or was cancelled leaves the active board; the list filters it', async () => {
    const awaiting = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    const failed = await cardOrder('pending', 'failed');
    const cancelled = await cardOrder('confirmed', 'cancelled');
    const paid = await cardOrder('confirmed', 'completed');
    const cash = await placeOrder(w.t, w.f);

    const board = AdminOrderBoardResponse.parse((await get('/api/admin/orders/board')).json());
    const active = board.columns.flatMap((column) => column.orders);
    const onBoard = active.map((order) => order.id);
    expect(onBoard).toEqual(expect.arrayContaining([awaiting.id, paid.id, cash.id]));
    expect(onBoard).not.toContain(failed.id);
    expect(onBoard).not.toContain(cancelled.id);
    expect(active.find((order) => order.id === awaiting.id)).toMatchObject({
      payment_method: 'online',
      payment_status: 'pending',
    });

    const listed = async (payment: PaymentStatus) => {
      const response = await get(`/api/admin/orders?payment_status=${payment}&page_size=100`);
      expect(response.statusCode, response.body).toBe(200);
      const { orders: rows } = AdminOrderListResponse.parse(response.json());
      expect(rows.every((order) => order.payment_status === payment)).toBe(true);
      return rows.map((order) => order.id);
    };
    expect(await listed('failed')).toContain(failed.id);
    expect(await listed('cancelled')).toContain(cancelled.id);
    expect(await listed('pending')).toContain(awaiting.id);
    expect(await listed('completed')).toContain(paid.id);
    expect((await get('/api/admin/orders?payment_status=refunded')).statusCode).toBe(400);
  });
});
