import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products, productVariants } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db, { stock: { phone: 20 } });
});
afterAll(() => t?.close());

// A shopper of their own per order: one shopper's open unpaid orders are capped (order-caps-routes.test.ts).
let racers = 0;
const order = (items: object[]) => {
  const n = ++racers;
  const customer = {
    name: 'Racer',
    email: `racer-${n}@example.com`,
    phone: `+974 6${String(n).padStart(7, '0')}`,
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: { customer, items, orderData: qatarAddress(`Racer lane ${n}`), paymentMethod: 'cash' },
  });
};

// D4: nothing is ever oversold, whatever arrives at once (embedded PostgreSQL 18, and PostgreSQL 15 on CI).
describe('create-order under contention', () => {
  it('200 simultaneous orders for a product with stock 20: exactly 20 succeed, stock ends at 0, no 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => order([{ product_id: f.phone.id, quantity: 1 }])),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(180);
    expect(responses.find((r) => r.statusCode === 409)!.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      params: { available: 0 },
    });
    const [row] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, f.phone.id));
    expect(row!.stock).toBe(0);
    const numbers = responses.filter((r) => r.statusCode === 201).map((r) => r.json().orderNumber);
    expect(new Set(numbers).size).toBe(20);
    const written = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerName, 'Racer'));
    expect(written).toHaveLength(20);
  });

  it('orders of sibling variants of one product, in both line orders, neither deadlock nor oversell', async () => {
    const lines = [
      [
        { product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 1 },
        { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
      ],
      [
        { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
        { product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 1 },
      ],
      [{ product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 }],
      [{ product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 1 }],
    ];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => order(lines[i % lines.length]!)),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const variants = await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, f.laptop.id));
    const [laptop] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, f.laptop.id));
    expect(variants.every((v) => v.stock >= 0)).toBe(true);
    // The product still holds the sum of its variants' stock.
    expect(laptop!.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    expect(laptop!.stock).toBe(0);
  });
});
