import { describe, expect, it } from 'vitest';
import {
  canTransition,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type Role,
} from '@matjar/core';
import {
  forceStatus,
  historyOf,
  orderRow,
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  statusMailsOf,
  useOrderWorkflowApp,
} from './testing/order-workflow-test-support.js';

const w = useOrderWorkflowApp();

const db = () => w.t.database.db;

const patchStatus = (orderId: number, body: object, role?: Role) => patchOrderStatus(w, orderId, body, role);

async function orderIn(status: OrderStatus) {
  const order = await placeOrder(w.t, w.f);
  if (status !== 'pending') await forceStatus(db(), order.id, status);
  return order;
}

const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('every move of the machine (D8), from core’s transition table', () => {
  it.each(PAIRS)('%s → %s', async (from, to) => {
    const order = await orderIn(from);
    // A return needs its reason (decision 027); the other moves take none.
    const reason = to === 'returned' ? { reason: 'Unopened, the customer changed their mind' } : {};
    const response = await patchStatus(order.id, { status: to, from, ...reason });
    if (canTransition(from, to)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        order: { id: order.id, order_number: order.orderNumber, status: to },
      });
      expect((await orderRow(db(), order.id)).status).toBe(to);
      const history = await historyOf(db(), order.id);
      expect(history.at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: to,
        username: w.staff.admin.username,
        adminUserId: w.staff.admin.id,
      });
    } else {
      expect(response.statusCode).toBe(409);
      const { error } = response.json();
      expect(error.code).toBe('INVALID_STATUS_TRANSITION');
      expect(error.params).toMatchObject({ currentStatus: from, requestedStatus: to });
      expect(error.message).toContain(ORDER_STATUS_LABELS[from].en);
      expect(error.messageAr).toContain(ORDER_STATUS_LABELS[from].ar);
      expect((await orderRow(db(), order.id)).status).toBe(from);
      expect(await statusMailsOf(db(), order.id)).toEqual([]);
    }
  });
});

describe('who may move an order', () => {
  it.each([
    ['viewer', 403],
    ['editor', 403],
    ['admin', 200],
    ['super_admin', 200],
  ] as const)('%s → %i', async (role, status) => {
    const order = await placeOrder(w.t, w.f);
    const response = await patchStatus(order.id, { status: 'confirmed' }, role);
    expect(response.statusCode).toBe(status);
    expect((await orderRow(db(), order.id)).status).toBe(status === 200 ? 'confirmed' : 'pending');
  });

  it('refuses anonymous callers', async () => {
    const order = await placeOrder(w.t, w.f);
    const response = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/payments/order-status/${order.id}`,
      payload: { status: 'confirmed' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('legacy words of the old all-orders screen', () => {
  it.each([
    ['processing', 'pending', 'confirmed'],
    ['completed', 'shipped', 'delivered'],
    ['cancelled', 'confirmed', 'canceled'],
  ] as const)('%s from %s means %s', async (word, from, to) => {
    const order = await orderIn(from);
    const response = await patchStatus(order.id, { status: word });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.status).toBe(to);
    expect((await orderRow(db(), order.id)).status).toBe(to);
  });

  it('refuses a word that is neither', async () => {
    const order = await placeOrder(w.t, w.f);
    expect((await patchStatus(order.id, { status: 'refunded' })).statusCode).toBe(400);
  });
});

describe('moves made on stale facts', () => {
  it('refuses with ORDER_CHANGED when the order is no longer in the status the staff member saw', async () => {
    const order = await orderIn('confirmed');
    const response = await patchStatus(order.id, { status: 'confirmed', from: 'pending' });
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('ORDER_CHANGED');
    expect(error.params.currentStatus).toBe('confirmed');
    expect(error.message).toContain('reload');
    expect(error.message).toContain('Confirmed');
    expect(error.messageAr).toContain('مؤكد');
  });

  it('two staff moving one order at once: one wins, the other is told it changed', async () => {
    const order = await placeOrder(w.t, w.f);
    const [a, b] = await Promise.all([
      patchStatus(order.id, { status: 'confirmed', from: 'pending' }),
      patchStatus(order.id, { status: 'canceled', from: 'pending' }, 'super_admin'),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.code).toBe('ORDER_CHANGED');
    const winner = a.statusCode === 200 ? a : b;
    expect((await orderRow(db(), order.id)).status).toBe(winner.json().order.status);
    expect(await historyOf(db(), order.id)).toHaveLength(2);
    expect(await statusMailsOf(db(), order.id)).toHaveLength(1);
  });

  it('the same move sent twice at once without "from" applies once', async () => {
    const order = await placeOrder(w.t, w.f);
    const responses = await Promise.all([
      patchStatus(order.id, { status: 'confirmed' }),
      patchStatus(order.id, { status: 'confirmed' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().error).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      params: { currentStatus: 'confirmed' },
    });
    expect(await statusMailsOf(db(), order.id)).toHaveLength(1);
  });
});

describe('orders that are not there', () => {
  it('answers 404 for a missing order', async () => {
    const response = await patchStatus(999_999, { status: 'confirmed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ORDER_NOT_FOUND');
  });

  it('answers 404 for an archived order (restore it first)', async () => {
    const order = await orderIn('delivered');
    const headers = await staffHeaders(db(), w.staff.admin.id);
    const archived = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.id}`,
      headers,
    });
    expect(archived.statusCode).toBe(200);
    const response = await patchStatus(order.id, { status: 'confirmed' });
    expect(response.statusCode).toBe(404);
  });
});
