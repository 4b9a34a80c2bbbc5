import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products, productVariants, stockMovements } from '@matjar/db';
import { AdminStockReportResponse } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
const ids: Record<string, number> = {};

/**
 * A small shop whose stock is worked out by hand (decision 026): a phone with two variants (one without its own
 * cost, so the product's applies), a charger, a cable of unknown cost (low), a case of unknown cost and no units
 * (out), an inactive product with none (neither low nor out); movements on both sides of Doha midnight.
 */
beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.app.db;
  const admin = await createStaffUser(db, { role: 'admin' });
  token = await createSessionToken(db, admin.id);
  const [phones, accessories] = await db
    .insert(categories)
    .values([
      { name: 'هواتف المخزون', nameEn: 'Stock phones' },
      { name: 'ملحقات المخزون', nameEn: 'Stock accessories' },
    ])
    .returning();
  const [a, b] = await db
    .insert(brands)
    .values([
      { name: 'أ', nameEn: 'A' },
      { name: 'ب', nameEn: 'B' },
    ])
    .returning();
  const product = (
    name: string,
    categoryId: number,
    brandId: number,
    price: number,
    costPrice: number | null,
    stock: number,
    isActive = true,
  ) => ({
    name,
    nameEn: `${name} en`,
    description: name,
    categoryId,
    brandId,
    price,
    costPrice,
    stock,
    isActive,
  });
  const [phone, charger, cable, caseP, old] = await db
    .insert(products)
    .values([
      product('هاتف', phones!.id, a!.id, 100_000, 80_000, 6),
      product('شاحن', accessories!.id, a!.id, 5_000, 2_000, 10),
      product('كابل', accessories!.id, b!.id, 1_500, null, 1),
      product('غطاء', accessories!.id, b!.id, 3_000, null, 0),
      product('قديم', phones!.id, b!.id, 10_000, 5_000, 0, false),
    ])
    .returning();
  const [v1, v2] = await db
    .insert(productVariants)
    .values([
      { productId: phone!.id, name: 'أسود', nameEn: 'Black', price: 100_000, stock: 4, costPrice: null },
      { productId: phone!.id, name: 'ذهبي', nameEn: 'Gold', price: 120_000, stock: 2, costPrice: 90_000 },
    ])
    .returning();
  Object.assign(ids, {
    phone: phone!.id,
    charger: charger!.id,
    cable: cable!.id,
    case: caseP!.id,
    old: old!.id,
    v1: v1!.id,
    v2: v2!.id,
    phones: phones!.id,
    accessories: accessories!.id,
    a: a!.id,
    b: b!.id,
  });
  const move = (
    at: string,
    productId: number,
    variantId: number | null,
    delta: number,
    reason: typeof stockMovements.$inferInsert.reason,
  ) => ({ createdAt: new Date(at), productId, variantId, delta, stockAfter: 0, reason });
  await db.insert(stockMovements).values([
    move('2026-03-09T20:59:59Z', charger!.id, null, 10, 'initial'), // Doha 9 March 23:59: before the range
    move('2026-03-09T21:00:00Z', charger!.id, null, -2, 'order_reserved'), // Doha 10 March 00:00
    move('2026-03-11T10:00:00Z', phone!.id, v1!.id, -1, 'order_reserved'),
    move('2026-03-11T12:00:00Z', phone!.id, v1!.id, 1, 'order_canceled'),
    move('2026-03-11T20:59:59Z', charger!.id, null, 5, 'manual_adjustment'), // Doha 11 March 23:59
    move('2026-03-11T20:59:59Z', cable!.id, null, -3, 'manual_adjustment'),
    move('2026-03-11T21:00:00Z', charger!.id, null, 4, 'import'), // Doha 12 March: after the range
  ]);
});
afterAll(() => ctx?.close());

async function report() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/reports/stock?from=2026-03-10&to=2026-03-11',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminStockReportResponse.parse(response.json());
}

describe('GET /api/admin/reports/stock: stock at cost and at price, low and out, movements (hand-computed)', () => {
  it('values the stock held: a variant without a cost takes the product’s, unknown costs are counted apart', async () => {
    const stock = await report();
    expect(stock.low_stock_below).toBe(3);
    // Units: black 4 + gold 2 + charger 10 + cable 1 (case and old: 0).
    // At price: 4 × 1000 + 2 × 1200 + 10 × 50 + 1 × 15 = 6915.00 QAR.
    // At cost: 4 × 800 (the phone's) + 2 × 900 (gold's own) + 10 × 20 = 5200.00; the cable's unit has no cost.
    expect(stock.totals).toEqual({
      units: 17,
      value_at_cost: 520_000,
      value_at_price: 691_500,
      unknown_cost_products: 1,
      unknown_cost_units: 1,
    });
    expect(stock.unknown_cost).toEqual([{ id: ids.cable, name: 'كابل', name_en: 'كابل en' }]);
  });

  it('splits the stock by primary category and by brand', async () => {
    const stock = await report();
    expect(stock.categories).toEqual([
      {
        id: ids.phones,
        name: 'هواتف المخزون',
        name_en: 'Stock phones',
        units: 6,
        value_at_cost: 500_000,
        value_at_price: 640_000,
        unknown_cost_products: 0,
        unknown_cost_units: 0,
      },
      {
        id: ids.accessories,
        name: 'ملحقات المخزون',
        name_en: 'Stock accessories',
        units: 11,
        value_at_cost: 20_000,
        value_at_price: 51_500,
        unknown_cost_products: 1,
        unknown_cost_units: 1,
      },
    ]);
    expect(stock.brands.map((b) => [b.id, b.units, b.value_at_cost, b.value_at_price])).toEqual([
      [ids.a, 16, 520_000, 690_000],
      [ids.b, 1, 0, 1_500],
    ]);
  });

  it('lists active rows low (1–2 units) fewest first and out (0), not the inactive product', async () => {
    const stock = await report();
    expect(stock.low.map((l) => [l.product_id, l.variant_id, l.stock])).toEqual([
      [ids.cable, null, 1],
      [ids.phone, ids.v2, 2],
    ]);
    expect(stock.low[1]).toMatchObject({ name: 'هاتف — ذهبي', name_en: 'هاتف en — Gold' });
    expect(stock.low_count).toBe(2);
    expect(stock.out).toEqual([
      { product_id: ids.case, variant_id: null, name: 'غطاء', name_en: 'غطاء en', stock: 0 },
    ]);
    expect(stock.out_count).toBe(1);
  });

  it('sums the ledger’s movements in the range’s Doha days by reason', async () => {
    const stock = await report();
    expect(stock.movements).toEqual([
      { reason: 'manual_adjustment', movements: 2, units_in: 5, units_out: 3 },
      { reason: 'order_canceled', movements: 1, units_in: 1, units_out: 0 },
      { reason: 'order_reserved', movements: 2, units_in: 0, units_out: 3 },
    ]);
  });

  it('answers 400 REPORT_RANGE_INVALID for a backwards range', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reports/stock?from=2026-03-11&to=2026-03-10',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('REPORT_RANGE_INVALID');
  });
});
