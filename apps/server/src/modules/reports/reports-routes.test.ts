import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@matjar/db';
import {
  AdminCashRangeReportResponse,
  AdminCouponsReportResponse,
  AdminCustomersReportResponse,
  AdminProductsReportResponse,
  AdminSalesReportResponse,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { buildReportShop } from './testing/report-shop.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
let shop: Awaited<ReturnType<typeof buildReportShop>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createStaffUser(ctx.app.db, { role: 'admin' });
  token = await createSessionToken(ctx.app.db, admin.id);
  shop = await buildReportShop(ctx.app.db, new Date());
});
afterAll(() => ctx?.close());

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const RANGE = 'from=2026-03-10&to=2026-03-11';

describe('GET /api/admin/reports/sales: sales when placed, money when received (hand-computed)', () => {
  it('counts the range 10–11 March in Doha days against 8–9 March', async () => {
    const report = AdminSalesReportResponse.parse(await get(`/api/admin/reports/sales?${RANGE}`));
    expect(report.range).toEqual({ from: '2026-03-10', to: '2026-03-11' });
    expect(report.previous_range).toEqual({ from: '2026-03-08', to: '2026-03-09' });
    // Sales placed in range: A, C, H (archived still counts), J. Not D (unpaid card), E (canceled), F, G, B, K
    // (returned).
    expect(report.current).toEqual({
      orders: 4,
      units: 2 + 4 + 1 + 1,
      gross_sales: 12_000 + 20_000 + 4_000 + 1_000, // A at list prices: 2 × 60.00
      product_discounts: 2_000,
      coupon_discounts: 1_000 + 2_000,
      discounts: 2_000 + 1_000 + 2_000,
      net_sales: 32_000,
      delivery_fees: 2_500 + 2_500 + 2_500,
      total_sales: 39_500,
      cancelled_orders: 1,
      cancelled_value: 5_500,
      returned_orders: 1,
      returned_value: 7_000,
      cash_orders: 3,
      cash_sales: 11_500 + 6_500 + 3_500,
      card_orders: 1,
      card_sales: 18_000,
      // Received in range: A 115.00 and I 30.00 (driver), H 60.00 (short), C 180.00 (card placed in range).
      received: 38_500,
      received_cash: 11_500 + 6_000 + 3_000,
      received_card: 18_000,
      // No refunds in this shop: everything received is kept.
      refunded: 0,
      refunded_card: 0,
      refunded_cash: 0,
      net_received: 38_500,
    });
    expect(report.previous).toMatchObject({
      orders: 1,
      units: 1,
      gross_sales: 5_000,
      net_sales: 5_000,
      total_sales: 5_000,
      card_orders: 1,
      card_sales: 5_000,
      received: 5_000,
      received_card: 5_000,
      received_cash: 0,
      cancelled_orders: 0,
    });
  });

  it('cuts the days at Doha midnight and fills every bucket', async () => {
    const byDay = AdminSalesReportResponse.parse(
      await get('/api/admin/reports/sales?from=2026-03-09&to=2026-03-12'),
    );
    expect(byDay.series).toEqual([
      { bucket: '2026-03-09', orders: 1, net_sales: 5_000, received: 5_000, net_received: 5_000 }, // B at 23:59
      { bucket: '2026-03-10', orders: 2, net_sales: 9_000 + 4_000, received: 6_000, net_received: 6_000 }, // A, H
      {
        bucket: '2026-03-11',
        orders: 2,
        net_sales: 18_000 + 1_000,
        received: 11_500 + 18_000 + 3_000,
        net_received: 11_500 + 18_000 + 3_000,
      },
      { bucket: '2026-03-12', orders: 1, net_sales: 4_000, received: 0, net_received: 0 }, // G at 00:00
    ]);
    const byWeek = AdminSalesReportResponse.parse(
      await get('/api/admin/reports/sales?from=2026-03-01&to=2026-03-14&group=week'),
    );
    // Weeks from Saturday: 28 Feb, 7 Mar (holds 9–12 March), 14 Mar.
    expect(byWeek.series.map((bucket) => [bucket.bucket, bucket.orders])).toEqual([
      ['2026-02-28', 1], // I, placed 5 March
      ['2026-03-07', 6],
      ['2026-03-14', 0],
    ]);
  });

  it('reflects a change to a past order at once (no rollup to wait for)', async () => {
    await ctx.app.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, shop.c.id));
    const report = AdminSalesReportResponse.parse(await get(`/api/admin/reports/sales?${RANGE}`));
    expect(report.current).toMatchObject({
      orders: 3,
      net_sales: 32_000 - 18_000,
      cancelled_orders: 2,
      cancelled_value: 5_500 + 18_000,
      received_card: 0,
    });
    await ctx.app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, shop.c.id));
  });

  it('refuses a range that runs backwards or is longer than two years', async () => {
    for (const query of ['from=2026-03-11&to=2026-03-10', 'from=2020-01-01&to=2026-03-10']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/reports/sales?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('REPORT_RANGE_INVALID');
    }
  });
});

describe('GET /api/admin/reports/products', () => {
  it('sums units and line sales by product, best first, with the products that did not sell', async () => {
    const { p1, p2, p3, p4, p5 } = shop.products;
    const report = AdminProductsReportResponse.parse(await get(`/api/admin/reports/products?${RANGE}`));
    expect(report.total_units).toBe(8);
    expect(report.total_sales).toBe(35_000);
    expect(report.rows.map(({ id, units, sales, name }) => ({ id, units, sales, name }))).toEqual([
      { id: p1.id, units: 3, sales: 18_000, name: 'هاتف ١' },
      { id: p2.id, units: 3, sales: 12_000, name: 'هاتف ٢' },
      { id: p3.id, units: 2, sales: 5_000, name: 'شاحن' },
    ]);
    const unsold = report.unsold.map((product) => product.id);
    expect(unsold).toContain(p4.id);
    expect(unsold).not.toContain(p5.id); // inactive
    expect(unsold).not.toContain(p1.id);
  });

  it('by variant, category and brand', async () => {
    const { p1, p2, p3 } = shop.products;
    const variant = AdminProductsReportResponse.parse(
      await get(`/api/admin/reports/products?${RANGE}&by=variant`),
    );
    expect(variant.rows.map(({ id, product_id, units, sales }) => [id, product_id, units, sales])).toEqual([
      [p2.id, p2.id, 3, 12_000],
      [p1.id, p1.id, 2, 10_000],
      [shop.v1.id, p1.id, 1, 8_000],
      [p3.id, p3.id, 2, 5_000],
    ]);
    expect(variant.rows[2]!.name_en).toBe('هاتف ١ (en) — Blue');
    const category = AdminProductsReportResponse.parse(
      await get(`/api/admin/reports/products?${RANGE}&by=category`),
    );
    expect(category.rows.map(({ name_en, units, sales }) => [name_en, units, sales])).toEqual([
      ['Report phones', 6, 30_000],
      ['Report accessories', 2, 5_000],
    ]);
    const brand = AdminProductsReportResponse.parse(
      await get(`/api/admin/reports/products?${RANGE}&by=brand`),
    );
    expect(brand.rows.map(({ name_en, units, sales }) => [name_en, units, sales])).toEqual([
      ['Report Apple', 5, 23_000],
      ['Report Samsung', 3, 12_000],
    ]);
  });
});

describe('GET /api/admin/reports/cash', () => {
  it('sums the cash recorded per Doha day and per driver or staff member, and the cash still out', async () => {
    const report = AdminCashRangeReportResponse.parse(await get(`/api/admin/reports/cash?${RANGE}`));
    expect(report.collected).toEqual({ orders: 3, expected: 21_000, collected: 20_500, short: 500, over: 0 });
    expect(report.days).toEqual([
      { date: '2026-03-10', orders: 1, expected: 6_500, collected: 6_000, short: 500, over: 0 },
      { date: '2026-03-11', orders: 2, expected: 14_500, collected: 14_500, short: 0, over: 0 },
    ]);
    expect(report.collectors).toEqual([
      { kind: 'driver', name: 'سالم', orders: 2, expected: 14_500, collected: 14_500, short: 0, over: 0 },
      { kind: 'staff', name: 'amina', orders: 1, expected: 6_500, collected: 6_000, short: 500, over: 0 },
    ]);
    expect(report.outstanding).toEqual([
      { age: 'upTo1Day', orders: 0, amount: 0 },
      { age: 'upTo7Days', orders: 1, amount: 3_500 },
      { age: 'over7Days', orders: 0, amount: 0 },
    ]);
  });

  it('is for admins: a viewer is refused', async () => {
    const viewer = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const viewerToken = await createSessionToken(ctx.app.db, viewer.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/reports/cash?${RANGE}`,
      headers: bearer(viewerToken),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/admin/reports/coupons and /customers', () => {
  it('sums each coupon’s uses, discount and the net sales of its orders', async () => {
    const report = AdminCouponsReportResponse.parse(await get(`/api/admin/reports/coupons?${RANGE}`));
    expect(report.rows).toEqual([
      { code: 'EID', uses: 1, discount: 2_000, net_sales: 18_000 },
      { code: 'WELCOME', uses: 1, discount: 1_000, net_sales: 9_000 },
    ]);
  });

  it('tells new buyers from returning ones and ranks customers by net sales', async () => {
    const { x, y } = shop.customers;
    const report = AdminCustomersReportResponse.parse(await get(`/api/admin/reports/customers?${RANGE}`));
    // X bought I on 5 March (returning); Y's first sale is H; J has no customer.
    expect(report).toMatchObject({ buyers: 2, new_buyers: 1, returning_buyers: 1, orders: 3 });
    expect(report.top).toEqual([
      { id: x.id, name: 'خالد الكواري', orders: 2, net_sales: 9_000 + 18_000 },
      { id: y.id, name: 'Sara Khan', orders: 1, net_sales: 4_000 },
    ]);
  });
});
