import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dohaDate, type ReportRange } from '@matjar/core';
import { orderItems, orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { createReportsService } from './reports-service.js';
import { buildReportShop } from './testing/report-shop.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Awaited<ReturnType<typeof buildReportShop>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  shop = await buildReportShop(ctx.app.db, new Date());
});
afterAll(() => ctx?.close());

const RANGE: ReportRange = { from: '2026-03-08', to: '2026-03-12' };
const db = () => ctx.app.db;
/** Today: every day of RANGE has settled, so the reports read it from the cache. */
const cachedReports = () => createReportsService(db());
/** The morning of RANGE's first day: nothing in it has settled, so the reports read every order as it is. */
const liveReports = () => createReportsService(db(), () => new Date('2026-03-08T05:00:00Z'));

async function read(reports: ReturnType<typeof createReportsService>) {
  const sales = await reports.sales(RANGE, 'day');
  const byVariant = await reports.products(RANGE, 'variant');
  const byBrand = await reports.products(RANGE, 'brand');
  const { collected, days, collectors } = await reports.cash(RANGE);
  return { sales, byVariant, byBrand, cash: { collected, days, collectors } };
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await db().execute<{ n: string }>(query)).rows[0]!.n);

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE report_cached_days, report_sales_days, report_product_days, report_cash_days`,
  );
});

describe('the reports’ day cache (decision 028)', () => {
  it('answers from the cache exactly as from the orders, and caches each settled day once per report', async () => {
    const first = await read(cachedReports());
    expect(await count(sql`SELECT count(*) AS n FROM report_cached_days`)).toBe(3 * 5 + 5); // sales reads 10 days
    expect(await count(sql`SELECT count(*) AS n FROM report_product_days`)).toBeGreaterThan(0);
    const again = await read(cachedReports());
    expect(again).toEqual(first);
    expect(again).toEqual(await read(liveReports()));
    expect(first.sales.current.orders).toBe(6); // reports-routes.test.ts's 4 on 10–11 March, B on the 9th, G on the 12th
  });

  it('shows a change to a past order in the next report: cash recorded, a line removed, an order deleted', async () => {
    const before = await read(cachedReports());

    await db()
      .update(orders)
      .set({ cashReceivedAmount: 11_000, cashDifferenceReason: 'short by 5' })
      .where(eq(orders.id, shop.a.id));
    const shortA = await read(cachedReports());
    expect(shortA.cash.collected.collected).toBe(before.cash.collected.collected - 500);
    expect(shortA.sales.current.received_cash).toBe(before.sales.current.received_cash - 500);
    expect(shortA).toEqual(await read(liveReports()));

    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, shop.c.id));
    await db().delete(orderItems).where(eq(orderItems.id, line!.id));
    const lineGone = await read(cachedReports());
    expect(lineGone.byVariant.total_units).toBe(before.byVariant.total_units - line!.quantity);
    expect(lineGone).toEqual(await read(liveReports()));

    await db().delete(orders).where(eq(orders.id, shop.h.id));
    const orderGone = await read(cachedReports());
    expect(orderGone.sales.current.orders).toBe(before.sales.current.orders - 1);
    expect(orderGone).toEqual(await read(liveReports()));
  });

  it('recomputes a cached day whose version moved on, whatever its rows said', async () => {
    await read(cachedReports());
    await db().execute(sql`UPDATE report_sales_days SET figures = '{"orders": 999}'`);
    await db().execute(sql`
      INSERT INTO report_day_versions (day, version)
      SELECT d::date, 1 FROM generate_series('2026-03-08'::date, '2026-03-12'::date, interval '1 day') AS d
      ON CONFLICT (day) DO UPDATE SET version = report_day_versions.version + 1`);
    expect(await read(cachedReports())).toEqual(await read(liveReports()));
  });

  it('fills the same days once when several reports ask at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => cachedReports().products(RANGE, 'variant')),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(
      await count(sql`
        SELECT count(*) AS n FROM (
          SELECT 1 FROM report_product_days GROUP BY day, product_id, variant_id HAVING count(*) > 1
        ) AS twice`),
    ).toBe(0);
  });

  it('neither caches nor bumps today: a new order is in today’s report at once', async () => {
    const today = dohaDate(new Date());
    const range = { from: today, to: today };
    const before = await cachedReports().sales(range, 'day');
    await db().insert(orders).values({
      orderNumber: 'ORD-REPORT-TODAY',
      customerName: 'Report Test',
      customerEmail: 'report@example.qa',
      status: 'pending',
      paymentMethod: 'cash',
      subtotal: 7_000,
      totalAmount: 7_000,
    });
    const after = await cachedReports().sales(range, 'day');
    expect(after.current.orders).toBe(before.current.orders + 1);
    expect(after.current.gross_sales).toBe(before.current.gross_sales + 7_000);
    expect(await count(sql`SELECT count(*) AS n FROM report_day_versions WHERE day >= ${today}::date`)).toBe(
      0,
    );
    expect(await count(sql`SELECT count(*) AS n FROM report_cached_days WHERE day >= ${today}::date`)).toBe(
      0,
    );
  });
});
