import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders, products, productVariants, reviews } from '@matjar/db';
import {
  AdminDashboardResponse,
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK_BELOW,
  DASHBOARD_LOW_STOCK_MAX,
  DASHBOARD_PAYMENT_WAIT_MINUTES,
  dohaDays,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { createDashboardRepository } from './dashboard-repository.js';
import { createDashboardService } from './dashboard-service.js';
import { createLowStockRepository } from './low-stock-repository.js';
import { testOrder } from './testing/dashboard-test-orders.js';

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

/** The dashboard as it would answer at `at` (the figures that depend on the clock). */
function dashboardAt(at: Date) {
  const db = ctx.app.db;
  return createDashboardService(createDashboardRepository(db), createLowStockRepository(db), () => at)
    .summary()
    .then((body) => AdminDashboardResponse.parse({ success: true, ...body }));
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/admin/dashboard: today against the same hours yesterday and last week', () => {
  // 09:00 in Doha on Wednesday 11 March 2026 (06:00 UTC); Doha's midnight was 21:00 UTC the day before.
  const at = new Date('2026-03-11T06:00:00Z');

  it('cuts the days at Doha midnight and compares the same hours', async () => {
    const paid = (totalAmount: number, createdAt: Date) =>
      testOrder({ paymentMethod: 'online', paymentStatus: 'completed', totalAmount, createdAt });
    await ctx.app.db.insert(orders).values([
      paid(100, new Date('2026-03-10T21:00:00Z')), // today 00:00
      paid(200, new Date('2026-03-11T05:59:59Z')), // today 08:59
      paid(400, new Date('2026-03-10T20:59:59Z')), // yesterday 23:59
      paid(800, new Date('2026-03-10T05:59:59Z')), // yesterday 08:59
      paid(1_600, new Date('2026-03-10T06:00:00Z')), // yesterday 09:00
      paid(3_200, new Date('2026-03-09T20:59:59Z')), // the day before
      paid(6_400, new Date('2026-03-03T21:00:00Z')), // last Wednesday 00:00
      paid(12_800, new Date('2026-03-04T06:00:00Z')), // last Wednesday 09:00
    ]);
    const body = await dashboardAt(at);
    expect(body.today).toEqual({
      date: '2026-03-11',
      until: at.toISOString(),
      today: { orders: 2, revenue: 300 },
      yesterday: { orders: 1, revenue: 800 },
      last_week: { orders: 1, revenue: 6_400 },
    });
    const chart = new Map(body.days.map((day) => [day.date, day]));
    expect(chart.get('2026-03-11')).toEqual({ date: '2026-03-11', orders: 2, revenue: 300 });
    expect(chart.get('2026-03-10')).toEqual({ date: '2026-03-10', orders: 3, revenue: 2_800 });
    expect(chart.get('2026-03-09')).toEqual({ date: '2026-03-09', orders: 1, revenue: 3_200 });
  });

  it('counts revenue by core rule: cash on the day it was received, never an unpaid card, archived paid kept', async () => {
    const day = new Date('2026-02-11T06:00:00Z'); // 09:00 in Doha
    const placedYesterday = new Date('2026-02-10T05:00:00Z');
    const todayEarly = new Date('2026-02-11T04:00:00Z');
    await ctx.app.db.insert(orders).values([
      // placed yesterday, cash received this morning: today's revenue, yesterday's order
      testOrder({
        status: 'delivered',
        totalAmount: 42_400,
        createdAt: placedYesterday,
        cashReceivedAt: todayEarly,
        cashReceivedAmount: 42_000,
        cashReceivedBy: 'Staff',
        cashDifferenceReason: 'Rounded down at the door',
      }),
      // delivered and paid by card, then archived: still revenue
      testOrder({
        status: 'delivered',
        paymentMethod: 'online',
        paymentStatus: 'completed',
        totalAmount: 10_000,
        createdAt: todayEarly,
        archivedAt: todayEarly,
        archivedBy: 'boss',
      }),
      // unpaid card attempts: neither revenue nor orders (core's isPlacedOrder); a canceled paid one: an order
      // placed, never revenue
      testOrder({
        paymentMethod: 'online',
        paymentStatus: 'pending',
        totalAmount: 5_000,
        createdAt: todayEarly,
      }),
      testOrder({
        paymentMethod: 'online',
        paymentStatus: 'failed',
        totalAmount: 5_000,
        createdAt: todayEarly,
      }),
      testOrder({
        status: 'canceled',
        paymentMethod: 'online',
        paymentStatus: 'completed',
        totalAmount: 7_000,
        createdAt: todayEarly,
      }),
      // a cash order delivered but not recorded: not yet
      testOrder({ status: 'delivered', totalAmount: 3_000, createdAt: todayEarly }),
    ]);
    const body = await dashboardAt(day);
    expect(body.today.today).toEqual({ orders: 2, revenue: 52_000 });
    expect(body.today.yesterday).toEqual({ orders: 1, revenue: 0 });
    expect(body.cash.received_today).toEqual({ orders: 1, amount: 42_000 });
  });
});

describe('GET /api/admin/dashboard: what waits for staff', () => {
  it('counts orders to confirm, to ship and card payments overdue, live ones only', async () => {
    const before = (await dashboard()).to_act_on;
    expect(before.payment_wait_minutes).toBe(DASHBOARD_PAYMENT_WAIT_MINUTES);
    const overdue = minutesAgo(DASHBOARD_PAYMENT_WAIT_MINUTES + 1);
    await ctx.app.db.insert(orders).values([
      testOrder({ status: 'pending' }),
      testOrder({ status: 'pending', paymentMethod: 'online', paymentStatus: 'completed' }),
      testOrder({
        status: 'pending',
        paymentMethod: 'online',
        paymentStatus: 'pending',
        createdAt: overdue,
      }),
      testOrder({
        status: 'pending',
        paymentMethod: 'online',
        paymentStatus: 'pending',
        createdAt: minutesAgo(2),
      }),
      testOrder({
        status: 'pending',
        paymentMethod: 'online',
        paymentStatus: 'failed',
        createdAt: overdue,
      }),
      testOrder({ status: 'confirmed' }),
      testOrder({ status: 'pending', archivedAt: new Date(), archivedBy: 'boss' }),
      testOrder({ status: 'confirmed', archivedAt: new Date(), archivedBy: 'boss' }),
    ]);
    const after = (await dashboard()).to_act_on;
    expect(after.to_confirm - before.to_confirm).toBe(2);
    expect(after.to_ship - before.to_ship).toBe(1);
    expect(after.payment_overdue - before.payment_overdue).toBe(1);
    // Card attempts still at the gateway, any age, shown apart (not orders yet); the failed one is not.
    expect(after.awaiting_payment - before.awaiting_payment).toBe(2);
  });

  it('shows cash received today, cash still out on shipped orders and delivered cash not recorded', async () => {
    const before = (await dashboard()).cash;
    await ctx.app.db.insert(orders).values([
      testOrder({ status: 'shipped', totalAmount: 1_000 }),
      testOrder({
        status: 'shipped',
        totalAmount: 2_000,
        paymentMethod: 'online',
        paymentStatus: 'completed',
      }),
      testOrder({ status: 'delivered', totalAmount: 4_000 }),
      testOrder({ status: 'delivered', totalAmount: 8_000, archivedAt: new Date(), archivedBy: 'boss' }),
      testOrder({
        status: 'delivered',
        totalAmount: 16_000,
        cashReceivedAt: new Date(),
        cashReceivedAmount: 15_500,
        cashReceivedBy: 'Staff',
        cashDifferenceReason: 'Short at the door',
      }),
    ]);
    const after = (await dashboard()).cash;
    const delta = (key: keyof typeof after) => ({
      orders: after[key].orders - before[key].orders,
      amount: after[key].amount - before[key].amount,
    });
    expect(delta('to_collect')).toEqual({ orders: 1, amount: 1_000 });
    expect(delta('not_recorded')).toEqual({ orders: 1, amount: 4_000 });
    expect(delta('received_today')).toEqual({ orders: 1, amount: 15_500 });
  });

  it('counts unread contact messages and reviews waiting for moderation', async () => {
    const before = await dashboard();
    const [product] = await ctx.app.db
      .insert(products)
      .values({ name: 'مراجعات', nameEn: 'Reviewed', description: 'x', price: 100, stock: 50 })
      .returning();
    const message = { name: 'Sara', email: 's@example.qa', subject: 'Hi', message: 'Hello' };
    await ctx.app.db
      .insert(contactMessages)
      .values([message, message, { ...message, isRead: true }, { ...message, archivedAt: new Date() }]);
    const review = { productId: product!.id, customerName: 'Noor', comment: 'Good' };
    await ctx.app.db.insert(reviews).values([
      { ...review, status: 'pending' },
      { ...review, status: 'published' },
      { ...review, status: 'hidden' },
    ]);
    const after = await dashboard();
    expect(after.unread_messages - before.unread_messages).toBe(2);
    expect(after.pending_reviews - before.pending_reviews).toBe(1);
  });

  it('charts 30 Doha days, oldest first, orders placed and revenue in dirhams', async () => {
    const body = await dashboard();
    expect(body.days.map((d) => d.date)).toEqual(dohaDays(new Date(), DASHBOARD_DAYS).dates);
  });
});

describe('GET /api/admin/dashboard: low stock grouped by product', () => {
  it(`lists each product once, worst first, at most ${DASHBOARD_LOW_STOCK_MAX}, with its worst variants`, async () => {
    const product = (name: string, stock: number, isActive = true) => ({
      name: `${name}-ع`,
      nameEn: name,
      description: 'x',
      price: 100,
      stock,
      isActive,
    });
    const rows = await ctx.app.db
      .insert(products)
      .values([
        product('phone', 40), // four low variants
        product('cable', 2), // its own stock
        product('hidden', 0, false),
        ...Array.from({ length: DASHBOARD_LOW_STOCK_MAX }, (_, i) => product(`filler-${i}`, 4)),
      ])
      .returning();
    const [phone, cable, hidden] = rows;
    const variant = (productId: number, nameEn: string, stock: number, isActive = true) => ({
      productId,
      name: `${nameEn}-ع`,
      nameEn,
      price: 100,
      stock,
      isActive,
    });
    await ctx.app.db
      .insert(productVariants)
      .values([
        variant(phone!.id, 'Blue', 3),
        variant(phone!.id, 'Red', 0),
        variant(phone!.id, 'Black', 1),
        variant(phone!.id, 'Gold', 2),
        variant(phone!.id, 'White', DASHBOARD_LOW_STOCK_BELOW),
        variant(phone!.id, 'Old', 0, false),
        variant(hidden!.id, 'Any', 0),
      ]);
    const body = await dashboard();
    expect(body.low_stock_below).toBe(DASHBOARD_LOW_STOCK_BELOW);
    expect(body.low_stock_products).toBe(2 + DASHBOARD_LOW_STOCK_MAX);
    expect(body.low_stock).toHaveLength(DASHBOARD_LOW_STOCK_MAX);
    expect(body.low_stock[0]).toMatchObject({
      product_id: phone!.id,
      name_en: 'phone',
      stock: null,
      // The product is not out of stock: one of its variants is (it still has 40 units for sale).
      in_stock: 40,
      worst_stock: 0,
      low_variant_count: 4,
      variants: [
        { name_en: 'Red', stock: 0 },
        { name_en: 'Black', stock: 1 },
        { name_en: 'Gold', stock: 2 },
      ],
    });
    expect(body.low_stock[1]).toMatchObject({
      product_id: cable!.id,
      stock: 2,
      in_stock: 2,
      worst_stock: 2,
      low_variant_count: 0,
      variants: [],
    });
    expect(body.low_stock.slice(2).every((row) => row.worst_stock === 4)).toBe(true);
    expect(body.low_stock.some((row) => row.product_id === hidden!.id)).toBe(false);
  });
});
