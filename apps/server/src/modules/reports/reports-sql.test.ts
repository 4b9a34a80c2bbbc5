import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orders } from '@matjar/db';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SALES_SQL,
  countsAsCancelledSale,
  countsAsReturned,
  countsAsSale,
  hasReturnedGoods,
  type SaleFacts,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

/** Each status × cash or a card payment in each of its states. */
const everyOrder: SaleFacts[] = ORDER_STATUSES.flatMap((status) => [
  { status, payment_method: 'cash' as const, payment_status: null },
  ...PAYMENT_STATUSES.map((payment_status) => ({
    status,
    payment_method: 'online' as const,
    payment_status,
  })),
]);

describe("core's sales rule and its SQL twin", () => {
  it('agree on every kind of order', async () => {
    const inserted = await ctx.app.db
      .insert(orders)
      .values(
        everyOrder.map((facts, index) => ({
          orderNumber: `ORD-SALES-SQL-${index}`,
          customerName: 'Sales Rule',
          customerEmail: 'sales@example.qa',
          status: facts.status,
          paymentMethod: facts.payment_method,
          paymentStatus: facts.payment_status,
          subtotal: 1_000,
          totalAmount: 1_000,
        })),
      )
      .returning({ id: orders.id });
    const result = await ctx.app.db.execute<{ counts: boolean; cancelled: boolean; returned: boolean }>(sql`
      SELECT ${sql.raw(SALES_SQL.counts)} AS counts, ${sql.raw(SALES_SQL.cancelled)} AS cancelled,
        ${sql.raw(SALES_SQL.returned)} AS returned
      FROM orders WHERE id IN (${sql.join(
        inserted.map((row) => row.id),
        sql`, `,
      )}) ORDER BY id`);
    expect(result.rows.map((row) => [row.counts, row.cancelled, row.returned])).toEqual(
      everyOrder.map((facts) => [countsAsSale(facts), countsAsCancelledSale(facts), countsAsReturned(facts)]),
    );
    expect(everyOrder.filter(countsAsSale).length).toBeGreaterThan(0);
    expect(everyOrder.filter(countsAsCancelledSale).length).toBeGreaterThan(0);
    expect(everyOrder.filter(countsAsReturned).length).toBeGreaterThan(0);
    // The three are apart: no order is two of them.
    for (const facts of everyOrder) {
      const kinds = [countsAsSale(facts), countsAsCancelledSale(facts), countsAsReturned(facts)];
      expect(kinds.filter(Boolean).length).toBeLessThanOrEqual(1);
    }
  });
});

describe("core's goods-back rule and its SQL twin", () => {
  it('agree on every kind of order, with goods back and without', async () => {
    const facts = everyOrder.flatMap((order) =>
      [0, 2_500].map((returned_value) => ({ ...order, returned_value })),
    );
    const inserted = await ctx.app.db
      .insert(orders)
      .values(
        facts.map((order, index) => ({
          orderNumber: `ORD-RETURNED-SQL-${index}`,
          customerName: 'Returns Rule',
          customerEmail: 'returns@example.qa',
          status: order.status,
          paymentMethod: order.payment_method,
          paymentStatus: order.payment_status,
          subtotal: 5_000,
          totalAmount: 5_000,
          returnedValue: order.returned_value,
        })),
      )
      .returning({ id: orders.id });
    const result = await ctx.app.db.execute<{ returned: boolean }>(sql`
      SELECT ${sql.raw(SALES_SQL.withReturnedGoods)} AS returned FROM orders WHERE id IN (${sql.join(
        inserted.map((row) => row.id),
        sql`, `,
      )}) ORDER BY id`);
    expect(result.rows.map((row) => row.returned)).toEqual(facts.map(hasReturnedGoods));
    // A delivered order partly returned counts its goods back and is still a sale.
    const partly = {
      status: 'delivered',
      payment_method: 'cash',
      payment_status: null,
      returned_value: 2_500,
    } as const;
    expect([hasReturnedGoods(partly), countsAsSale(partly)]).toEqual([true, true]);
  });

  it('is read from orders_returned_created_idx alone', async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT count(*), sum(returned_value) FROM orders
        WHERE ${sql.raw(SALES_SQL.withReturnedGoods)} AND created_at >= ${new Date('2026-01-01T00:00:00Z')}
          AND created_at < ${new Date('2027-01-01T00:00:00Z')}`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
      /Index Only Scan using orders_returned_created_idx/,
    );
  });
});

describe('the sales reports read orders_sales_created_idx', () => {
  it('answers the sales figures by Doha day from the index alone', async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      // The test's table is small: take the other ways away so the planner shows whether the index fits.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT count(*) FILTER (WHERE ${sql.raw(SALES_SQL.counts)}),
          sum(subtotal - discount_amount + shipping_fee) FILTER (WHERE ${sql.raw(SALES_SQL.cancelled)}),
          count(DISTINCT customer_id), count(coupon_code)
        FROM orders WHERE created_at >= ${new Date('2026-01-01T00:00:00Z')}
          AND created_at < ${new Date('2027-01-01T00:00:00Z')}`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
      /Index Only Scan using orders_sales_created_idx/,
    );
  });
});
