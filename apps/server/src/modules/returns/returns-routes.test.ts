import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrderReturnsResponse,
  AdminReturnResponse,
  AdminReturnsReportResponse,
  AdminSalesReportResponse,
  dohaDate,
  type Role,
} from '@matjar/core';
import {
  orderItems,
  orderReturnLines,
  orders,
  orderStatusHistory,
  refunds,
  stockMovements,
  transactions,
} from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import {
  forceStatus,
  placeOrder,
  stockOf,
  variantStockOf,
} from '../orders/testing/order-workflow-test-support.js';
import { SANDBOX_CARDS } from '../payments/sandbox/sandbox-cards.js';
import { cashCollected, newRequestKey, payWithCard } from '../refunds/testing/refund-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// One database of its own: the money test at the end reads the whole shop's day.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
const staff = {} as Record<Role, Record<string, string>>;
const db = () => t.app.db;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF, env: { PUBLIC_URL: 'http://shop.test' } });
  f = await insertCheckoutFixture(t.app.db, { stock: { cable: 500, phone: 20 } });
  for (const role of ['viewer', 'editor', 'admin', 'super_admin'] as const) {
    const user = await createStaffUser(t.app.db, { role });
    staff[role] = bearer(await createSessionToken(t.app.db, user.id));
  }
});
afterAll(() => t?.close());

const postReturn = (orderId: number, payload: Record<string, unknown>, role: Role = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/returns`,
    headers: staff[role],
    payload: { request_key: newRequestKey(), reason: 'Changed their mind', ...payload },
  });

async function returnsOf(orderId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/returns`,
    headers: staff.viewer,
  });
  expect(response.statusCode).toBe(200);
  return AdminOrderReturnsResponse.parse(response.json());
}

/** A delivered cash order whose cash was received, with the lines asked. */
async function deliveredCash(items: { product_id: number; variant_id?: number; quantity: number }[]) {
  const order = await placeOrder(t, f, { items });
  await cashCollected(db(), order.id, order.totalAmount);
  return order;
}

/** A delivered card order paid on the sandbox page. */
async function deliveredCard(items: { product_id: number; variant_id?: number; quantity: number }[]) {
  const order = await placeOrder(t, f, { items, paymentMethod: 'online' });
  await payWithCard(t.app, order.paymentUrl!, SANDBOX_CARDS.pays);
  await forceStatus(db(), order.id, 'delivered');
  return order;
}

const movementsOf = (orderId: number) =>
  db().select().from(stockMovements).where(eq(stockMovements.orderId, orderId)).orderBy(stockMovements.id);

describe('returns by line and quantity', () => {
  it('takes back one of two lines in part: resellable back in stock, damaged written off, both in the ledger', async () => {
    const order = await deliveredCash([
      { product_id: f.cable.id, quantity: 3 },
      { product_id: f.phone.id, quantity: 2 },
    ]);
    const lines = (await returnsOf(order.id)).lines;
    const cable = lines.find((l) => l.product_id === f.cable.id)!;
    const phone = lines.find((l) => l.product_id === f.phone.id)!;
    const before = { cable: await stockOf(db(), f.cable.id), phone: await stockOf(db(), f.phone.id) };

    const response = await postReturn(
      order.id,
      {
        lines: [
          { order_item_id: cable.order_item_id, quantity: 2, condition: 'resellable' },
          { order_item_id: phone.order_item_id, quantity: 1, condition: 'damaged' },
        ],
      },
      'editor',
    );
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    // 2 × 30 QAR cable + 1 × 900 QAR phone, at the prices charged.
    expect(answer.return.value).toBe(2 * 3_000 + 90_000);
    expect(answer.return_state).toBe('partly_returned');
    expect(answer.lines.find((l) => l.order_item_id === cable.order_item_id)).toMatchObject({
      returned: 2,
      returnable: 1,
    });

    // The cable's two units are back; the damaged phone came back and was written off: stock unchanged.
    expect(await stockOf(db(), f.cable.id)).toBe(before.cable + 2);
    expect(await stockOf(db(), f.phone.id)).toBe(before.phone);
    const ledger = (await movementsOf(order.id)).filter((m) => m.reason !== 'order_reserved');
    expect(ledger.map((m) => [m.productId, m.reason, m.delta])).toEqual([
      [f.cable.id, 'return', 2],
      [f.phone.id, 'return', 1],
      [f.phone.id, 'return_damaged', -1],
    ]);
    expect(ledger.every((m) => m.note === 'Changed their mind')).toBe(true);

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'delivered', returnedValue: 96_000 });
    // The lists carry it, so every screen can word the order as partly returned.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${order.orderNumber}`,
      headers: staff.viewer,
    });
    expect(list.json().orders[0]).toMatchObject({ status: 'delivered', returned_value: 96_000 });

    // The rest comes back later: the order is then returned, its timeline says so.
    const rest = await postReturn(order.id, {
      lines: [
        { order_item_id: cable.order_item_id, quantity: 1, condition: 'resellable' },
        { order_item_id: phone.order_item_id, quantity: 1, condition: 'resellable' },
      ],
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().return_state).toBe('returned');
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('returned');
    expect(after!.stockReleasedAt).not.toBeNull();
  });

  it('never takes back more than was sold, over every return (409 RETURN_MORE_THAN_SOLD)', async () => {
    const order = await deliveredCash([{ product_id: f.cable.id, quantity: 2 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const one = { order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' };
    expect((await postReturn(order.id, { lines: [one] })).statusCode).toBe(201);
    const stock = await stockOf(db(), f.cable.id);
    const over = await postReturn(order.id, { lines: [{ ...one, quantity: 2 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'RETURN_MORE_THAN_SOLD', params: { max: 1 } });
    expect(over.json().error.messageAr).toBeTruthy();
    expect(await stockOf(db(), f.cable.id)).toBe(stock);
  });

  it('lets only one of two concurrent returns take the last units of a line', async () => {
    const order = await deliveredCash([{ product_id: f.cable.id, quantity: 3 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const two = [{ order_item_id: line!.order_item_id, quantity: 2, condition: 'resellable' }];
    const stock = await stockOf(db(), f.cable.id);
    const answers = await Promise.all([
      postReturn(order.id, { lines: two }),
      postReturn(order.id, { lines: two }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(db(), f.cable.id)).toBe(stock + 2);
    expect((await returnsOf(order.id)).lines[0]).toMatchObject({ returned: 2, returnable: 1 });
  });

  it('answers a resent request with the same return, once (200), and refuses the key with other lines', async () => {
    const order = await deliveredCash([{ product_id: f.cable.id, quantity: 2 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const body = {
      request_key: newRequestKey(),
      lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }],
    };
    const first = await postReturn(order.id, body);
    const again = await postReturn(order.id, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().return.id).toBe(first.json().return.id);
    expect((await returnsOf(order.id)).returns).toHaveLength(1);
    const other = await postReturn(order.id, { ...body, lines: [{ ...body.lines[0], quantity: 2 }] });
    expect(other.json().error.code).toBe('RETURN_KEY_REUSED');
  });

  it('refuses an order not delivered, and a viewer', async () => {
    const order = await placeOrder(t, f);
    const [line] = (await returnsOf(order.id)).lines;
    const lines = [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }];
    const early = await postReturn(order.id, { lines });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('RETURN_NOT_DELIVERED');
    await forceStatus(db(), order.id, 'delivered');
    expect((await postReturn(order.id, { lines }, 'viewer')).statusCode).toBe(403);
  });

  it('refunds at once when asked, in cash from what was received', async () => {
    const order = await deliveredCash([{ product_id: f.cable.id, quantity: 2 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const response = await postReturn(order.id, {
      lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }],
      refund: { method: 'cash', cash_how: 'cash' },
    });
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    expect(answer.refund_error).toBeNull();
    expect(answer.return.refund).toMatchObject({ status: 'succeeded', amount: 3_000 });
    // An editor takes goods back but does not move money.
    const editor = await postReturn(
      order.id,
      {
        lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }],
        refund: { method: 'cash', cash_how: 'cash' },
      },
      'editor',
    );
    expect(editor.statusCode).toBe(403);
    expect(editor.json().error.code).toBe('RETURN_MONEY_NEEDS_MANAGER');
  });
});

describe('the return window', () => {
  async function deliveredDaysAgo(days: number) {
    const order = await deliveredCash([{ product_id: f.cable.id, quantity: 1 }]);
    await db()
      .insert(orderStatusHistory)
      .values({
        orderId: order.id,
        fromStatus: 'shipped',
        toStatus: 'delivered',
        createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000),
      });
    const [line] = (await returnsOf(order.id)).lines;
    return { order, lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }] };
  }

  it('is 14 days from delivery by default: staff are refused past it, an admin accepts with a reason', async () => {
    const inside = await deliveredDaysAgo(13);
    expect((await returnsOf(inside.order.id)).window).toMatchObject({ return_days: 14, return_open: true });
    expect((await postReturn(inside.order.id, { lines: inside.lines }, 'editor')).statusCode).toBe(201);

    // An exchange has its own, shorter window (7 days by default): past it even an admin gives a reason.
    const tenDays = await deliveredDaysAgo(10);
    const lateExchange = await postReturn(
      tenDays.order.id,
      {
        lines: tenDays.lines,
        exchange: { items: [{ product_id: f.cable.id, quantity: 1 }], payment_method: 'cash' },
      },
      'admin',
    );
    expect(lateExchange.statusCode).toBe(400);
    expect(lateExchange.json().error.code).toBe('RETURN_LATE_REASON_REQUIRED');
    // The same goods may still come back as a plain return, inside its 14 days.
    expect((await postReturn(tenDays.order.id, { lines: tenDays.lines }, 'editor')).statusCode).toBe(201);

    const late = await deliveredDaysAgo(15);
    expect((await returnsOf(late.order.id)).window.return_open).toBe(false);
    const refused = await postReturn(late.order.id, { lines: late.lines }, 'editor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'RETURN_WINDOW_CLOSED', params: { days: 14 } });
    const noReason = await postReturn(late.order.id, { lines: late.lines }, 'admin');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('RETURN_LATE_REASON_REQUIRED');
    const accepted = await postReturn(
      late.order.id,
      { lines: late.lines, late_reason: 'Loyal customer, box unopened' },
      'admin',
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().return.late_reason).toBe('Loyal customer, box unopened');
  });

  it('follows the setting', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/return_policy',
      headers: staff.admin,
      payload: { value: { return_days: 30, exchange_days: 7 } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().settings.returnPolicy).toEqual({ return_days: 30, exchange_days: 7 });
    const late = await deliveredDaysAgo(20);
    expect((await postReturn(late.order.id, { lines: late.lines }, 'editor')).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/return_policy',
      headers: staff.admin,
      payload: { value: { return_days: 14, exchange_days: 7 } },
    });
  });
});

describe('exchanges', () => {
  it('charges the difference on the replacement when it costs more (cash on delivery), both orders linked', async () => {
    const order = await deliveredCash([{ product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 1 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const stock32 = await variantStockOf(db(), f.laptop32.id);
    const response = await postReturn(order.id, {
      reason: 'Wants the 32 GB',
      lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }],
      exchange: {
        items: [{ product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 }],
        payment_method: 'cash',
      },
    });
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    expect(answer.return.kind).toBe('exchange');
    const replacement = answer.return.replacement!;
    // 2,400 QAR (after the laptop's own discount) less the 1,900 QAR that came back: 500 QAR on delivery.
    expect(replacement).toMatchObject({
      status: 'pending',
      payment_method: 'cash',
      total_amount: 50_000,
      exchange_credit: 190_000,
    });
    expect(await variantStockOf(db(), f.laptop32.id)).toBe(stock32 - 1);
    expect(answer.return_state).toBe('returned');
    // The replacement points back at the original.
    const back = await returnsOf(replacement.id);
    expect(back.exchange_of).toMatchObject({ id: order.id, short_number: order.shortNumber });
  });

  it('charges by card through a payment page, paid like any card order', async () => {
    const order = await deliveredCash([{ product_id: f.cable.id, quantity: 1 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const response = await postReturn(order.id, {
      lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'damaged' }],
      exchange: { items: [{ product_id: f.phone.id, quantity: 1 }], payment_method: 'online' },
    });
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    expect(answer.payment_url).toMatch(/^http/);
    const replacement = answer.return.replacement!;
    expect(replacement).toMatchObject({ payment_method: 'online', total_amount: 90_000 - 3_000 });
    await payWithCard(t.app, answer.payment_url!, SANDBOX_CARDS.pays);
    const [paid] = await db().select().from(orders).where(eq(orders.id, replacement.id));
    expect(paid!.paymentStatus).toBe('completed');
  });

  it('refunds the difference on the original when the replacement costs less', async () => {
    const order = await deliveredCard([{ product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 }]);
    const [line] = (await returnsOf(order.id)).lines;
    const response = await postReturn(order.id, {
      reason: 'Wants the 16 GB',
      lines: [{ order_item_id: line!.order_item_id, quantity: 1, condition: 'resellable' }],
      exchange: {
        items: [{ product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 1 }],
        payment_method: 'cash',
      },
      refund: { method: 'card' },
    });
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    expect(answer.refund_error).toBeNull();
    expect(answer.return.replacement).toMatchObject({ total_amount: 0, exchange_credit: 190_000 });
    // 2,400 QAR back, 1,900 QAR of it spent on the replacement: 500 QAR to the card.
    expect(answer.return.refund).toMatchObject({ status: 'succeeded', amount: 50_000 });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.refundedAmount).toBe(50_000);
  });
});

describe('revenue follows returns and exchanges', () => {
  it('the sales report’s net received is payments minus refunds, and returns read by reason and product', async () => {
    // One more part return, refunded at once by card: one of three cables back, under a reason of its own.
    const part = await deliveredCard([{ product_id: f.cable.id, quantity: 3 }]);
    const [cable] = (await returnsOf(part.id)).lines;
    const partReturn = await postReturn(part.id, {
      reason: 'Bought one too many',
      lines: [{ order_item_id: cable!.order_item_id, quantity: 1, condition: 'resellable' }],
      refund: { method: 'card' },
    });
    expect(partReturn.statusCode).toBe(201);
    expect(partReturn.json().return.refund).toMatchObject({ status: 'succeeded', amount: 3_000 });
    // And one order returned whole through its status.
    const whole = await deliveredCash([{ product_id: f.cable.id, quantity: 2 }]);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/payments/order-status/${whole.id}`,
      headers: staff.admin,
      payload: { status: 'returned', reason: 'Refused at the door' },
    });
    expect(moved.statusCode).toBe(200);

    const today = dohaDate(new Date());
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/sales?from=${today}&to=${today}&group=day`,
      headers: staff.admin,
    });
    expect(report.statusCode).toBe(200);
    const sales = AdminSalesReportResponse.parse(report.json()).current;
    // Payments as the gateway and the drivers saw them: completed card payments and cash recorded.
    const [card] = await db()
      .select({ sum: sql<number>`coalesce(sum(${transactions.amount}), 0)::int` })
      .from(transactions)
      .where(eq(transactions.status, 'completed'));
    const [cash] = await db()
      .select({ sum: sql<number>`coalesce(sum(${orders.cashReceivedAmount}), 0)::int` })
      .from(orders)
      .where(sql`${orders.cashReceivedAt} is not null`);
    const [back] = await db()
      .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.status, 'succeeded')));
    expect(back!.sum).toBeGreaterThan(0);
    expect(sales.received).toBe(card!.sum + cash!.sum);
    expect(sales.refunded).toBe(back!.sum);
    expect(sales.net_received).toBe(card!.sum + cash!.sum - back!.sum);
    expect(sales.refunded_card + sales.refunded_cash).toBe(sales.refunded);

    // Goods back count whole and part returns alike, at the lines' value: every paid order's returned value.
    const [goodsBack] = await db()
      .select({
        orders: sql<number>`count(*)::int`,
        value: sql<number>`coalesce(sum(${orders.returnedValue}), 0)::int`,
        whole: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'returned')::int`,
      })
      .from(orders)
      .where(
        sql`${orders.returnedValue} > 0 AND ${orders.status} <> 'canceled'
          AND (${orders.paymentMethod} = 'cash' OR ${orders.paymentStatus} = 'completed')`,
      );
    expect(goodsBack!.whole).toBeGreaterThan(0);
    expect(goodsBack!.orders).toBeGreaterThan(goodsBack!.whole);
    expect(sales.returned_orders).toBe(goodsBack!.orders);
    expect(sales.returned_value).toBe(goodsBack!.value);
    const [partRow] = await db().select().from(orders).where(eq(orders.id, part.id));
    expect(partRow).toMatchObject({ status: 'delivered', returnedValue: 3_000, refundedAmount: 3_000 });

    const returns = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/returns?from=${today}&to=${today}&group=day`,
      headers: staff.admin,
    });
    expect(returns.statusCode).toBe(200);
    const body = AdminReturnsReportResponse.parse(returns.json());
    expect(body.exchanges).toBe(3);
    expect(body.damaged_units).toBe(2);
    expect(body.by_reason.find((r) => r.reason === 'Wants the 32 GB')).toMatchObject({
      returns: 1,
      units: 1,
    });
    expect(body.by_product.find((p) => p.product_id === f.phone.id)).toMatchObject({ damaged_units: 1 });
    // The part return is there under its reason and its product; the whole return under its own.
    expect(body.by_reason.find((r) => r.reason === 'Bought one too many')).toEqual({
      reason: 'Bought one too many',
      returns: 1,
      units: 1,
      value: 3_000,
    });
    expect(body.by_reason.find((r) => r.reason === 'Refused at the door')).toMatchObject({
      returns: 1,
      units: 2,
    });
    const [cablesBack] = await db()
      .select({ units: sql<number>`coalesce(sum(${orderReturnLines.quantity}), 0)::int` })
      .from(orderReturnLines)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
      .where(eq(orderItems.productId, f.cable.id));
    expect(body.by_product.find((p) => p.product_id === f.cable.id)!.units).toBe(cablesBack!.units);
  });
});
