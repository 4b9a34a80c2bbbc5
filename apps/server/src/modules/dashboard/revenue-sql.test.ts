import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orders } from '@matjar/db';
import { ORDER_STATUSES, PAYMENT_STATUSES, REVENUE_SQL, revenueOf, type RevenueFacts } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { testOrder } from './testing/dashboard-test-orders.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

const placed = new Date('2026-03-10T08:00:00Z');
const received = new Date('2026-03-12T15:30:00Z');

/** Every kind of order the database accepts: each status, each way of paying, cash recorded or not, archived or not. */
function everyOrder(): Omit<RevenueFacts, 'created_at'>[] {
  const payments = [
    { payment_method: 'cash' as const, payment_status: null, received: false },
    { payment_method: 'cash' as const, payment_status: null, received: true },
    ...PAYMENT_STATUSES.map((payment_status) => ({
      payment_method: 'online' as const,
      payment_status,
      received: false,
    })),
  ];
  // Without and with a part paid by the shop's gift card (decision 046), which is not revenue again.
  return [0, 10_000].flatMap((gift_card_amount) =>
    ORDER_STATUSES.flatMap((status) =>
      payments.map(({ received: cash, ...payment }) => ({
        status,
        ...payment,
        total_amount: 42_400,
        gift_card_amount,
        cash_received_at: cash ? received : null,
        cash_received_amount: cash ? 42_000 - gift_card_amount : null,
      })),
    ),
  );
}

describe("core's revenue rule and its SQL twin", () => {
  it('agree on every kind of order, archived or not', async () => {
    const cases = everyOrder().flatMap((facts) => [
      { facts, archived: false },
      { facts, archived: true },
    ]);
    const inserted = await ctx.app.db
      .insert(orders)
      .values(
        cases.map(({ facts, archived }) =>
          testOrder({
            status: facts.status,
            paymentMethod: facts.payment_method,
            paymentStatus: facts.payment_status,
            totalAmount: facts.total_amount,
            giftCardAmount: facts.gift_card_amount ?? 0,
            cashReceivedAt: facts.cash_received_at,
            cashReceivedAmount: facts.cash_received_amount,
            cashReceivedBy: facts.cash_received_at ? 'Staff' : null,
            // A recorded amount other than the total carries its reason (the database requires one).
            cashDifferenceReason:
              facts.cash_received_at &&
              facts.cash_received_amount !== facts.total_amount - (facts.gift_card_amount ?? 0)
                ? 'Short'
                : null,
            createdAt: placed,
            archivedAt: archived ? received : null,
            archivedBy: archived ? 'boss' : null,
          }),
        ),
      )
      .returning({ id: orders.id });
    const result = await ctx.app.db.execute<{
      id: number;
      counts: boolean;
      amount: string;
      at: Date | string;
    }>(sql`
      SELECT id, ${sql.raw(REVENUE_SQL.counts)} AS counts, ${sql.raw(REVENUE_SQL.amount)} AS amount,
        ${sql.raw(REVENUE_SQL.at)} AS at
      FROM orders WHERE id IN (${sql.join(
        inserted.map((row) => row.id),
        sql`, `,
      )}) ORDER BY id`);
    const fromSql = result.rows.map((row) =>
      row.counts ? { amount: Number(row.amount), at: new Date(row.at).toISOString() } : null,
    );
    const fromCore = cases.map(({ facts }) => {
      const revenue = revenueOf({ ...facts, created_at: placed });
      return revenue && { amount: revenue.amount, at: revenue.at.toISOString() };
    });
    expect(fromSql).toEqual(fromCore);
    // The table exercises both sides of the rule.
    expect(fromCore.filter(Boolean).length).toBeGreaterThan(0);
    expect(fromCore.filter((revenue) => revenue === null).length).toBeGreaterThan(0);
  });

  it('is what orders_revenue_at_idx is built from, so the dashboard reads revenue from the index', async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      // The test's table is small: take the sequential scan away so the planner shows whether the index fits.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT sum(${sql.raw(REVENUE_SQL.amount)}) FROM orders
        WHERE ${sql.raw(REVENUE_SQL.counts)} AND ${sql.raw(REVENUE_SQL.at)} >= ${placed}`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('orders_revenue_at_idx');
  });
});
