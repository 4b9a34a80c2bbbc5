import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminBoardColumnPage,
  AdminOrderBoardResponse,
  BOARD_COLUMN_PAGE,
  HISTORY_BOARD_LIMIT,
  HISTORY_STATUSES,
  type AdminOrderSummary,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { LARGE_COUNT } from '../../sql/large-counts.js';
import { ON_THE_BOARD, onBoardColumn } from './order-list-filters.js';
import { insertOrders } from './testing/order-list-test-support.js';

// The board a page at a time: this file has a database of its own, so the counts are its orders.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(
    await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role: 'admin' })).id),
  );
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

async function board() {
  const response = await get('/api/admin/orders/board');
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrderBoardResponse.parse(response.json());
}

async function nextPage(status: string, after: string) {
  const response = await get(`/api/admin/orders/board/${status}?after=${encodeURIComponent(after)}`);
  expect(response.statusCode, response.body).toBe(200);
  return AdminBoardColumnPage.parse(response.json());
}

describe('GET /api/admin/orders/board, a page per column', () => {
  let pending: { id: number }[] = [];

  beforeAll(async () => {
    // 70 pending orders, ten of them in the same instant (the keyset breaks the tie by id), one archived,
    // and card orders: one awaiting payment (on the board), one whose payment failed (not on it).
    const base = Date.parse('2024-05-01T08:00:00Z');
    pending = await insertOrders(
      t.database.db,
      Array.from({ length: 70 }, (_, index) => ({
        status: 'pending' as const,
        createdAt: new Date(index < 10 ? base : base + index * 1000),
      })),
    );
    await insertOrders(t.database.db, [
      { status: 'pending', archivedAt: new Date(), archivedBy: 'x' },
      { status: 'confirmed' },
      { status: 'pending', paymentMethod: 'online', paymentStatus: 'pending' },
      { status: 'pending', paymentMethod: 'online', paymentStatus: 'failed' },
    ]);
  });

  it('answers each column its count and its oldest page, bounded', async () => {
    const answer = await board();
    const [first, confirmed, shipped] = answer.columns;
    expect(answer.columns.map((column) => [column.status, column.count])).toEqual([
      ['pending', 71],
      ['confirmed', 1],
      ['shipped', 0],
    ]);
    expect(first!.orders).toHaveLength(BOARD_COLUMN_PAGE);
    expect(first!.orders.map((order) => order.id)).toEqual(
      pending.slice(0, BOARD_COLUMN_PAGE).map((o) => o.id),
    );
    expect(first!.next_after).toMatch(/^2024-05-01T08:00:\d{2}\.\d{6}Z~\d+$/);
    expect(confirmed!.next_after).toBeNull();
    expect(shipped!.orders).toEqual([]);
  });

  it('"show more" walks the column by keyset to its end, each order once, oldest first', async () => {
    const answer = await board();
    const seen: AdminOrderSummary[] = [...answer.columns[0]!.orders];
    let after = answer.columns[0]!.next_after;
    let pages = 1;
    while (after) {
      const page = await nextPage('pending', after);
      expect(page.orders.length).toBeLessThanOrEqual(BOARD_COLUMN_PAGE);
      seen.push(...page.orders);
      after = page.next_after;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(71 / BOARD_COLUMN_PAGE));
    const ids = seen.map((order) => order.id);
    expect(new Set(ids).size).toBe(71);
    expect(ids.slice(0, 70)).toEqual(pending.map((order) => order.id));
    // The card order awaiting payment is the newest: last, with its payment facts for the badge.
    expect(seen.at(-1)).toMatchObject({ payment_method: 'online', payment_status: 'pending' });
  });

  it('an order that moves away between pages is simply not shown; the rest are not skipped', async () => {
    const answer = await board();
    const after = answer.columns[0]!.next_after!;
    const moved = pending[BOARD_COLUMN_PAGE]!.id;
    await t.database.db.execute(sql`UPDATE orders SET status = 'confirmed' WHERE id = ${moved}`);
    const page = await nextPage('pending', after);
    expect(page.orders.map((order) => order.id)).toEqual(
      pending.slice(BOARD_COLUMN_PAGE + 1, 2 * BOARD_COLUMN_PAGE + 1).map((order) => order.id),
    );
    await t.database.db.execute(sql`UPDATE orders SET status = 'pending' WHERE id = ${moved}`);
  });

  it('refuses a column that is not active and a malformed cursor', async () => {
    expect((await get('/api/admin/orders/board/delivered')).statusCode).toBe(400);
    expect((await get('/api/admin/orders/board/pending?after=1%20OR%201=1')).statusCode).toBe(400);
    expect((await get('/api/admin/orders/board/pending?after=2024-05-01T08:00:00Z')).statusCode).toBe(400);
  });

  it('totals the cash awaiting per Doha day without listing the orders', async () => {
    await insertOrders(t.database.db, [
      { status: 'delivered', totalAmount: 1_500, createdAt: new Date('2024-06-01T20:59:00Z') },
      { status: 'delivered', totalAmount: 2_500, createdAt: new Date('2024-06-01T21:00:00Z') },
    ]);
    const { awaiting_cash: cash } = await board();
    expect(cash).toEqual({
      count: 2,
      total: 4_000,
      days: [
        { day: '2024-06-02', count: 1, total: 2_500 },
        { day: '2024-06-01', count: 1, total: 1_500 },
      ],
    });
  });

  it('reads a page and the counts from orders_board_idx', async () => {
    await t.database.db.execute(sql`ANALYZE orders`);
    const plans = await t.database.db.transaction(async (tx) => {
      // Few rows here: the planner would rather scan; the point is that the index serves these queries.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) =>
        JSON.stringify((await tx.execute(sql`EXPLAIN ${query}`)).rows);
      return [
        await explain(sql`SELECT o.id FROM orders o WHERE ${onBoardColumn('pending')}
          AND (o.created_at, o.id) > ('2024-05-01T08:00:00Z'::timestamptz, 1) ORDER BY o.created_at, o.id LIMIT 31`),
        await explain(sql`SELECT o.status, count(*) FROM orders o WHERE ${ON_THE_BOARD} GROUP BY o.status`),
      ];
    });
    expect(plans[0]).toContain('orders_board_idx');
    expect(plans[1]).toContain('orders_board_idx');
  });

  it("estimates a column's orders as they are, so that its page is read from orders_board_idx", async () => {
    const inserted = await insertOrders(t.database.db, [
      ...Array.from({ length: 240 }, () => ({ status: 'delivered' as const })),
      ...Array.from({ length: 60 }, () => ({ status: 'shipped' as const })),
    ]);
    try {
      await t.database.db.execute(sql`ANALYZE orders`);
      const estimate = await t.database.db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        sql`EXPLAIN (FORMAT JSON) SELECT o.id FROM orders o WHERE ${onBoardColumn('shipped')}`,
      );
      // The status list and the status counted as independent conditions made it about 60 × 60/300 = 12.
      expect(estimate.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(40);
    } finally {
      const ids = inserted.map((order) => order.id);
      await t.database.db.execute(sql`DELETE FROM orders WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    }
  });

  it("reads the history's latest orders from orders_history_idx, not past the active ones", async () => {
    await t.database.db.execute(sql`ANALYZE orders`);
    const plan = await t.database.db.transaction(async (tx) => {
      // A handful of rows here: a bitmap and a sort would do; at 100,000 orders the ordered index read wins.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const statuses = HISTORY_STATUSES.map((status) => sql`${status}`);
      return JSON.stringify(
        (
          await tx.execute(sql`EXPLAIN SELECT o.id FROM orders o
            WHERE o.archived_at IS NULL AND o.status IN (${sql.join(statuses, sql`, `)})
            ORDER BY o.created_at DESC NULLS LAST, o.id DESC NULLS LAST LIMIT ${HISTORY_BOARD_LIMIT}`)
        ).rows,
      );
    });
    expect(plan).toContain('orders_history_idx');
  });

  it('keeps a large history total a few seconds instead of counting it on every load', async () => {
    await insertOrders(
      t.database.db,
      Array.from({ length: LARGE_COUNT }, () => ({
        status: 'delivered' as const,
        cashReceivedAt: new Date(),
      })),
    );
    const first = (await board()).history_total;
    expect(first).toBeGreaterThanOrEqual(LARGE_COUNT);
    await insertOrders(t.database.db, [{ status: 'canceled' }]);
    expect((await board()).history_total).toBe(first);
    // The active columns are counted afresh every time: staff act on them.
    await insertOrders(t.database.db, [{ status: 'shipped' }]);
    expect((await board()).columns[2]!.count).toBe(1);
  });
});
