import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, stockMovements } from '@matjar/db';
import { lineProductDiscount, type Role } from '@matjar/core';
import {
  auditOf,
  forceStatus,
  historyOf,
  orderRow,
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  stockOf,
  useOrderWorkflowApp,
  variantStockOf,
} from './testing/order-workflow-test-support.js';

/** Decision 027: a delivered order returned whole, with a reason, its goods back in stock once. */
const w = useOrderWorkflowApp();
const db = () => w.t.database.db;
const patchStatus = (orderId: number, body: object, role?: Role) => patchOrderStatus(w, orderId, body, role);

async function deliveredOrder(withVariant = false) {
  const order = await placeOrder(w.t, w.f, {
    items: [
      { product_id: w.f.cable.id, quantity: 2 },
      ...(withVariant ? [{ product_id: w.f.laptop.id, variant_id: w.f.laptop16.id, quantity: 1 }] : []),
    ],
  });
  await forceStatus(db(), order.id, 'delivered');
  return order;
}

const REASON = 'Unopened, returned within the week';

describe('returning a delivered order', () => {
  it('records the reason on the timeline and the activity log and puts the goods back once, as "return"', async () => {
    const order = await deliveredOrder(true);
    const before = [
      await stockOf(db(), w.f.cable.id),
      await stockOf(db(), w.f.laptop.id),
      await variantStockOf(db(), w.f.laptop16.id),
    ];
    const response = await patchStatus(order.id, {
      status: 'returned',
      from: 'delivered',
      reason: ` ${REASON} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.status).toBe('returned');
    expect((await orderRow(db(), order.id)).status).toBe('returned');
    expect([
      await stockOf(db(), w.f.cable.id),
      await stockOf(db(), w.f.laptop.id),
      await variantStockOf(db(), w.f.laptop16.id),
    ]).toEqual([before[0]! + 2, before[1]! + 1, before[2]! + 1]);
    const movements = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'return')));
    expect(movements).toHaveLength(3);
    expect(movements.every((m) => m.note === REASON && m.actorName === w.staff.admin.username)).toBe(true);
    expect((await historyOf(db(), order.id)).at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'returned',
      reason: REASON,
    });
    const audit = (await auditOf(db(), 'order', order.id)).at(-1)!;
    expect(audit.changes).toMatchObject({
      new: { status: 'returned', reason: REASON, stock_returned: true },
    });
    expect(audit.description).toContain(REASON);

    // The order page's timeline says why.
    const page = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: await staffHeaders(db(), w.staff.admin.id),
    });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain(REASON);

    // A second return is refused by the machine; the stock does not move again.
    const again = await patchStatus(order.id, { status: 'returned', reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_STATUS_TRANSITION');
    expect(await stockOf(db(), w.f.cable.id)).toBe(before[0]! + 2);
  });

  it('needs a reason (400 ORDER_RETURN_REASON_REQUIRED, in both languages), and changes nothing without one', async () => {
    const order = await deliveredOrder();
    const stock = await stockOf(db(), w.f.cable.id);
    for (const body of [{ status: 'returned' }, { status: 'returned', reason: '   ' }]) {
      const response = await patchStatus(order.id, body);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('ORDER_RETURN_REASON_REQUIRED');
      expect(error.messageAr).toBeTruthy();
    }
    expect((await patchStatus(order.id, { status: 'returned', reason: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    expect((await orderRow(db(), order.id)).status).toBe('delivered');
    expect(await stockOf(db(), w.f.cable.id)).toBe(stock);
  });

  it.each(['pending', 'confirmed', 'shipped', 'canceled'] as const)(
    'is refused from %s with 409 INVALID_STATUS_TRANSITION',
    async (status) => {
      const order = await placeOrder(w.t, w.f);
      if (status !== 'pending') await forceStatus(db(), order.id, status);
      const response = await patchStatus(order.id, { status: 'returned', reason: REASON });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('INVALID_STATUS_TRANSITION');
      expect((await orderRow(db(), order.id)).status).toBe(status);
    },
  );

  it('refuses an order with a gift-card line (409 ORDER_RETURN_GIFT_CARD)', async () => {
    const order = await deliveredOrder();
    await db().update(orderItems).set({ isGiftCard: true }).where(eq(orderItems.orderId, order.id));
    const response = await patchStatus(order.id, { status: 'returned', reason: REASON });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ORDER_RETURN_GIFT_CARD');
    expect((await orderRow(db(), order.id)).status).toBe('delivered');
  });

  it.each([
    ['viewer', 403],
    ['editor', 403],
    ['admin', 200],
    ['super_admin', 200],
  ] as const)('%s → %i', async (role, status) => {
    const order = await deliveredOrder();
    const response = await patchStatus(order.id, { status: 'returned', reason: REASON }, role);
    expect(response.statusCode).toBe(status);
    expect((await orderRow(db(), order.id)).status).toBe(status === 200 ? 'returned' : 'delivered');
  });

  it('lets exactly one of two concurrent returns win; the goods come back once', async () => {
    const order = await deliveredOrder();
    const before = await stockOf(db(), w.f.cable.id);
    const responses = await Promise.all([
      patchStatus(order.id, { status: 'returned', from: 'delivered', reason: REASON }),
      patchStatus(order.id, { status: 'returned', from: 'delivered', reason: REASON }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before + 2);
    const movements = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'return')));
    expect(movements).toHaveLength(1);
  });
});

describe('a line keeps its list price (decision 027)', () => {
  it('create-order stores the unit price before the product’s own discount beside the charged one', async () => {
    const order = await placeOrder(w.t, w.f, {
      items: [
        { product_id: w.f.phone.id, quantity: 2 },
        { product_id: w.f.cable.id, quantity: 1 },
      ],
    });
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const phone = lines.find((line) => line.productId === w.f.phone.id)!;
    const cable = lines.find((line) => line.productId === w.f.cable.id)!;
    // 1,000 QAR less 10 %: charged 900, listed 1,000; the cable has no discount.
    expect([phone.listPrice, phone.unitPrice]).toEqual([100_000, 90_000]);
    expect([cable.listPrice, cable.unitPrice]).toEqual([3_000, 3_000]);
    const product = (line: typeof phone) =>
      lineProductDiscount({
        list_price: line.listPrice,
        unit_price: line.unitPrice,
        quantity: line.quantity,
      });
    expect([product(phone), product(cable)]).toEqual([20_000, 0]);
  });
});
