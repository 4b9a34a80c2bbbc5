import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STOCK_MOVEMENT_REASON_NAMES } from '@matjar/core';
import { STOCK_MOVEMENT_REASONS, orders, recordInitialStock, stockMovements } from '@matjar/db';
import { abandonUnpaidOrder } from '../payments/payment-outcome.js';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { changeStock } from './stock-ledger.js';
import { ledgerMismatches } from './testing/stock-ledger-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  const unlimited = { max: 100_000 };
  t = await buildTestApp({
    rateLimits: {
      'create-order-address': unlimited,
      'create-order-email': unlimited,
      'order-confirmation-recipient': unlimited,
      'order-confirmation-address': unlimited,
    },
  });
  f = await insertCheckoutFixture(t.database.db);
  await recordInitialStock(t.database.db, 'fixture');
});
afterAll(() => t?.close());

let shoppers = 0;
function order(items: object[], paymentMethod: 'cash' | 'online' = 'cash') {
  const n = ++shoppers;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: {
        name: 'Ledger',
        email: `ledger-${n}@example.com`,
        phone: `+974 5${String(n).padStart(7, '0')}`,
      },
      items,
      paymentMethod,
      orderData: qatarAddress(`Ledger lane ${n}`),
    },
  });
}

async function movementsOf(orderNumber: string) {
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return t.database.db.select().from(stockMovements).where(eq(stockMovements.orderId, row!.id));
}

describe('stock ledger', () => {
  it('the API and the database name the same reasons', () => {
    expect([...STOCK_MOVEMENT_REASON_NAMES]).toEqual([...STOCK_MOVEMENT_REASONS]);
  });

  it('an order writes one order_reserved movement per row it takes stock from (a variant line: variant and product)', async () => {
    const response = await order([
      { product_id: f.cable.id, quantity: 2 },
      { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    const moved = await movementsOf(response.json().orderNumber);
    expect(
      moved
        .map((m) => [m.productId, m.variantId, m.delta, m.reason])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        [f.cable.id, null, -2, 'order_reserved'],
        [f.laptop.id, null, -1, 'order_reserved'],
        [f.laptop.id, f.laptop32.id, -1, 'order_reserved'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect(moved.find((m) => m.productId === f.cable.id)!.stockAfter).toBe(48);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('a refused order (not enough stock) leaves neither stock nor movements behind', async () => {
    const before = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_movements`,
    );
    const response = await order([
      { product_id: f.cable.id, quantity: 1 },
      { product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 3 },
    ]);
    expect(response.statusCode).toBe(409);
    const after = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_movements`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('a released card payment returns its units as payment_released movements, once', async () => {
    const response = await order(
      [{ product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 1 }],
      'online',
    );
    expect(response.statusCode).toBe(201);
    const { orderNumber } = response.json();
    const [row] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    await t.database.db.transaction((tx) => abandonUnpaidOrder(tx, row!.id, 'failed', 'payment_failed'));
    await t.database.db.transaction((tx) => abandonUnpaidOrder(tx, row!.id, 'failed', 'payment_failed'));
    const moved = await movementsOf(orderNumber);
    expect(moved.filter((m) => m.reason === 'payment_released').map((m) => m.delta)).toEqual([1, 1]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('a manual adjustment records who made it; one that would go below 0 changes nothing', async () => {
    const actor = { adminUserId: null, username: 'stock-keeper' };
    await t.database.db.transaction((tx) =>
      changeStock(tx, [{ productId: f.phone.id, variantId: null, delta: 4 }], {
        reason: 'manual_adjustment',
        actor,
        note: 'found in the back room',
        short: () => new Error('short'),
      }),
    );
    await expect(
      t.database.db.transaction((tx) =>
        changeStock(tx, [{ productId: f.phone.id, variantId: null, delta: -1_000 }], {
          reason: 'manual_adjustment',
          actor,
          short: (_line, available) => new Error(`only ${available}`),
        }),
      ),
    ).rejects.toThrow('only 14');
    const moved = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, f.phone.id))
      .orderBy(stockMovements.id);
    expect(moved.at(-1)).toMatchObject({
      reason: 'manual_adjustment',
      delta: 4,
      stockAfter: 14,
      actorName: 'stock-keeper',
      note: 'found in the back room',
    });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
