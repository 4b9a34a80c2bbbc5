import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { giftCardCodes, productVariants, stockMovements } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { insertOnlineOrder, insertPaymentFixture } from '../payments/testing/payment-fixture.js';
import { createCodeStockRecounter } from './code-stock-recounter.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: Awaited<ReturnType<typeof insertPaymentFixture>>;
const db = () => t.app.db;

beforeAll(async () => {
  t = await buildTestApp();
  f = await insertPaymentFixture(db());
});
afterAll(() => t?.close());

const variantStock = async () =>
  (await db().select().from(productVariants).where(eq(productVariants.id, f.card50.id)))[0]!.stock;
const availableCodes = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCardCodes)
      .where(and(eq(giftCardCodes.variantId, f.card50.id), eq(giftCardCodes.status, 'available')))
  )[0]!.n;
const movements = async () =>
  db().select().from(stockMovements).where(eq(stockMovements.variantId, f.card50.id));
/** One code fewer to sell, behind the stock's back (as an order's hold is, before its recount). */
const setOneAside = () =>
  db().execute(sql`UPDATE gift_card_codes SET status = 'faulty', faulty_at = now()
    WHERE id = (SELECT id FROM gift_card_codes WHERE variant_id = ${f.card50.id} AND status = 'available'
      ORDER BY id LIMIT 1)`);
const someOrder = () => insertOnlineOrder(db(), [{ product: f.speaker, quantity: 1 }]);
const card = () => ({ productId: f.giftCard.id, variantId: f.card50.id });

describe('recounts after orders committed', () => {
  it('orders that commit together share one recount, named after the first', async () => {
    const recounter = createCodeStockRecounter(db());
    const orders = [await someOrder(), await someOrder(), await someOrder()];
    for (let i = 0; i < 3; i++) await setOneAside();
    const before = (await movements()).length;
    await Promise.all(orders.map((order) => recounter.recountAfterOrder(order.id, [card()])));
    expect(await variantStock()).toBe(await availableCodes());
    const added = (await movements()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ delta: -3, reason: 'order_reserved', orderId: orders[0]!.id });
  });

  it('a caller that finds a recount under way waits for the next one, which counts its order', async () => {
    const recounter = createCodeStockRecounter(db());
    const [first, second] = [await someOrder(), await someOrder()];
    await setOneAside();
    const running = recounter.recountAfterOrder(first.id, [card()]);
    // The first recount has started; this order's hold commits now, after it began counting.
    await new Promise((wake) => setImmediate(wake));
    await setOneAside();
    await Promise.all([running, recounter.recountAfterOrder(second.id, [card()])]);
    expect(await variantStock()).toBe(await availableCodes());
  });
});
