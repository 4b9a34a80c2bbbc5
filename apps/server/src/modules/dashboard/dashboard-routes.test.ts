import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, productVariants } from '@matjar/db';
import {
  AdminDashboardResponse,
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK_BELOW,
  ORDER_STATUSES,
  dohaDays,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const viewer = await createStaffUser(ctx.app.db, { role: 'viewer' });
  token = await createSessionToken(ctx.app.db, viewer.id);
});
afterAll(() => ctx?.close());

async function dashboard() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return AdminDashboardResponse.parse(response.json());
}

let orderCounter = 0;
function order(status: (typeof ORDER_STATUSES)[number], totalAmount: number, createdAt: Date) {
  orderCounter += 1;
  return {
    orderNumber: `ORD-DASH-${Date.now()}-${orderCounter}-${Math.random()}`,
    customerName: 'Dashboard Test',
    customerEmail: 'dash@example.qa',
    status,
    paymentMethod: 'cash' as const,
    subtotal: totalAmount,
    totalAmount,
    createdAt,
  };
}

describe('GET /api/admin/dashboard', () => {
  it('counts orders by every status, zero-filled, and adds them up', async () => {
    const before = await dashboard();
    expect(Object.keys(before.order_counts)).toEqual([...ORDER_STATUSES]);
    const now = new Date();
    await ctx.app.db
      .insert(orders)
      .values([order('pending', 100, now), order('pending', 100, now), order('shipped', 100, now)]);
    const after = await dashboard();
    expect(after.order_counts.pending - before.order_counts.pending).toBe(2);
    expect(after.order_counts.shipped - before.order_counts.shipped).toBe(1);
    expect(after.order_counts.delivered - before.order_counts.delivered).toBe(0);
    expect(after.total_orders - before.total_orders).toBe(3);
  });

  it('charts 30 Doha days, oldest first, with orders and revenue of non-canceled orders in dirhams', async () => {
    const now = new Date();
    const { dates } = dohaDays(now, DASHBOARD_DAYS);
    const before = await dashboard();
    expect(before.days.map((d) => d.date)).toEqual(dates);
    const fiveDaysAgo = new Date(now.getTime() - 5 * 86_400_000);
    const longAgo = new Date(now.getTime() - (DASHBOARD_DAYS + 2) * 86_400_000);
    await ctx.app.db
      .insert(orders)
      .values([
        order('delivered', 12_345, fiveDaysAgo),
        order('canceled', 99_999, fiveDaysAgo),
        order('confirmed', 5_000, fiveDaysAgo),
        order('delivered', 77_777, longAgo),
      ]);
    const after = await dashboard();
    const index = DASHBOARD_DAYS - 1 - 5;
    expect(after.days[index]!.orders - before.days[index]!.orders).toBe(3);
    expect(after.days[index]!.revenue - before.days[index]!.revenue).toBe(17_345);
    const sum = (d: typeof after) => d.days.reduce((total, day) => total + day.revenue, 0);
    expect(sum(after) - sum(before)).toBe(17_345);
  });

  it('leaves archived ("deleted") orders out of the counts and the chart, as the orders lists do', async () => {
    const now = new Date();
    const before = await dashboard();
    await ctx.app.db
      .insert(orders)
      .values([
        { ...order('delivered', 40_000, now), archivedAt: now, archivedBy: 'boss' },
        { ...order('pending', 1_000, now), archivedAt: now, archivedBy: 'boss' },
        order('delivered', 2_500, now),
      ]);
    const after = await dashboard();
    expect(after.order_counts.delivered - before.order_counts.delivered).toBe(1);
    expect(after.order_counts.pending - before.order_counts.pending).toBe(0);
    expect(after.total_orders - before.total_orders).toBe(1);
    expect(after.days.at(-1)!.orders - before.days.at(-1)!.orders).toBe(1);
    expect(after.days.at(-1)!.revenue - before.days.at(-1)!.revenue).toBe(2_500);
  });

  it(`lists active products and variants with fewer than ${DASHBOARD_LOW_STOCK_BELOW} units, fewest first`, async () => {
    const tag = `LowStock-${Date.now()}`;
    const [low, enough, hidden] = await ctx.app.db
      .insert(products)
      .values([
        { name: `${tag}-منخفض`, nameEn: `${tag}-low`, description: 'x', price: 100, stock: 2 },
        {
          name: `${tag}-كاف`,
          nameEn: `${tag}-enough`,
          description: 'x',
          price: 100,
          stock: DASHBOARD_LOW_STOCK_BELOW,
        },
        {
          name: `${tag}-مخفي`,
          nameEn: `${tag}-hidden`,
          description: 'x',
          price: 100,
          stock: 0,
          isActive: false,
        },
      ])
      .returning();
    const [variant] = await ctx.app.db
      .insert(productVariants)
      .values([
        { productId: enough!.id, name: 'أزرق', nameEn: 'Blue', price: 100, stock: 0 },
        { productId: enough!.id, name: 'أحمر', nameEn: 'Red', price: 100, stock: 9 },
        { productId: hidden!.id, name: 'أسود', nameEn: 'Black', price: 100, stock: 0 },
      ])
      .returning();
    const body = await dashboard();
    expect(body.low_stock_below).toBe(DASHBOARD_LOW_STOCK_BELOW);
    const mine = body.low_stock.filter((item) => item.name.startsWith(tag));
    expect(mine).toEqual([
      {
        kind: 'variant',
        product_id: enough!.id,
        variant_id: variant!.id,
        name: enough!.name,
        name_en: enough!.nameEn,
        variant_name: 'أزرق',
        variant_name_en: 'Blue',
        stock: 0,
      },
      {
        kind: 'product',
        product_id: low!.id,
        variant_id: null,
        name: low!.name,
        name_en: low!.nameEn,
        variant_name: null,
        variant_name_en: null,
        stock: 2,
      },
    ]);
    const stocks = body.low_stock.map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });
});
