import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUSES, PAYMENT_STATUSES, SALES_SQL } from '@matjar/core';
import { customers, orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let ids: number[] = [];
let counter = 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  const rows = await ctx.app.db
    .insert(customers)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        firstName: `First sale ${i}`,
        lastName: 'Test',
        email: `first-sale-${i}@example.qa`,
        phone: `3300100${i}`,
      })),
    )
    .returning({ id: customers.id });
  ids = rows.map((row) => row.id);
});
afterAll(() => ctx?.close());

const db = () => ctx.app.db;

function order(customerId: number, day: number, facts: Partial<typeof orders.$inferInsert>) {
  counter += 1;
  return {
    orderNumber: `ORD-FIRST-SALE-${counter}`,
    customerName: 'First Sale',
    customerEmail: 'first-sale@example.qa',
    customerId,
    status: 'pending',
    paymentMethod: 'cash',
    subtotal: 1_000,
    totalAmount: 1_000,
    createdAt: new Date(Date.UTC(2026, 0, day, 12)),
    ...facts,
  } as typeof orders.$inferInsert;
}

/** What the trigger keeps, against core's sale rule computed afresh over every order. */
async function expectFirstSalesRight() {
  const kept = await db()
    .select({ id: customers.id, first: customers.firstSaleAt })
    .from(customers)
    .where(inArray(customers.id, ids));
  const truth = await db().execute<{ customer_id: number; first: Date | string }>(sql`
    SELECT customer_id, min(created_at) AS first FROM orders
    WHERE ${sql.raw(SALES_SQL.counts)} AND customer_id IN ${ids} GROUP BY customer_id`);
  const expected = new Map(truth.rows.map((row) => [row.customer_id, new Date(row.first).toISOString()]));
  for (const { id, first } of kept)
    expect([id, first?.toISOString() ?? null]).toEqual([id, expected.get(id) ?? null]);
}

describe('customers.first_sale_at, kept by a trigger for the customers report (decision 028)', () => {
  it('follows every kind of order placed, and each change that makes or unmakes a sale', async () => {
    // Every status × cash or a card payment in each of its states, on days 1.. for customer 0 and 1.
    let day = 1;
    const kinds = ORDER_STATUSES.flatMap((status) => [
      { status, paymentMethod: 'cash', paymentStatus: null },
      ...PAYMENT_STATUSES.map((paymentStatus) => ({ status, paymentMethod: 'online', paymentStatus })),
    ]);
    for (const kind of kinds) {
      await db()
        .insert(orders)
        .values(order(ids[day % 2]!, day, kind as Partial<typeof orders.$inferInsert>));
      day += 1;
    }
    await expectFirstSalesRight();

    // Customer 2: a card order unpaid, then paid (a sale), then canceled (none again).
    const [card] = await db()
      .insert(orders)
      .values(order(ids[2]!, 3, { paymentMethod: 'online', paymentStatus: 'pending' }))
      .returning();
    await expectFirstSalesRight();
    await db().update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, card!.id));
    await expectFirstSalesRight();
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, card!.id));
    await expectFirstSalesRight();

    // Each customer's first sale canceled, moved to another customer, deleted.
    const firsts = await db().execute<{ id: number; customer_id: number }>(sql`
      SELECT DISTINCT ON (customer_id) id, customer_id FROM orders
      WHERE ${sql.raw(SALES_SQL.counts)} AND customer_id IN ${ids} ORDER BY customer_id, created_at`);
    const [first0, first1] = firsts.rows;
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, first0!.id));
    await expectFirstSalesRight();
    await db().update(orders).set({ customerId: ids[3]! }).where(eq(orders.id, first1!.id));
    await expectFirstSalesRight();
    await db().delete(orders).where(eq(orders.id, first1!.id));
    await expectFirstSalesRight();
  });

  it('stays right when one customer’s orders are placed and canceled at the same moment', async () => {
    const customer = ids[3]!;
    const placed = await db()
      .insert(orders)
      .values(Array.from({ length: 6 }, (_, i) => order(customer, 20 + i, {})))
      .returning({ id: orders.id });
    await Promise.all([
      ...placed.map(({ id }) => db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, id))),
      ...Array.from({ length: 6 }, (_, i) =>
        db()
          .insert(orders)
          .values(order(customer, 10 + i, {})),
      ),
    ]);
    await expectFirstSalesRight();
  });
});
