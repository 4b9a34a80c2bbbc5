import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderItems, orders, type DbTransaction } from '@matjar/db';
import { notifyProductsChanged } from '../../events/products-changed.js';
import {
  announceCodeStock,
  productsSoldFromCodes,
  recountCodeStock,
  releaseHeldCodes,
} from './code-counted-stock.js';
import { changeStock, type StockActor } from './stock-ledger.js';

/**
 * Gives an order's reserved stock back (an online payment failed, was cancelled or expired; later, staff
 * cancelling an order; a delivered order returned, decision 027) through the stock ledger: a variant line returns units to the variant and its product.
 * Runs at most once per order: `stock_released_at` is claimed first, so a callback racing the expiry sweep
 * cannot return the same units twice. Returns false when the stock had already been released.
 * Announces the products it returned units to (products_changed, on commit), so that every process drops the
 * cached pages that still say "out of stock" — every caller (callback, return, expiry sweep) gets that.
 */
export async function releaseOrderStock(
  tx: DbTransaction,
  orderId: number,
  reason: 'payment_released' | 'order_canceled' | 'return' = 'payment_released',
  actor: StockActor | null = null,
  /** Why, on the ledger's movements (an archived order's return says so). */
  note: string | null = null,
): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  // A brand gift card's units are its codes: the ones the unpaid order held go back to the inventory and
  // the card's stock is counted again; a code handed out stays sold (it cannot be sold again), so a paid
  // card's unit never comes back. Goods return through the ledger.
  const fromCodes = await productsSoldFromCodes(
    tx,
    items.flatMap((item) => (item.productId == null ? [] : [item.productId])),
  );
  const cards = items.flatMap((item) =>
    item.productId != null && fromCodes.has(item.productId)
      ? [{ productId: item.productId, variantId: item.variantId }]
      : [],
  );
  if (cards.length > 0) {
    await releaseHeldCodes(tx, orderId);
    await announceCodeStock({ tx }, await recountCodeStock(tx, cards, { reason, orderId }));
  }
  // A line whose product was deleted since has nothing to return to; a deleted variant still returns to
  // its product (the variant id is null then).
  const lines = items.flatMap((item) =>
    item.productId == null || item.quantity === 0 || fromCodes.has(item.productId)
      ? []
      : [{ productId: item.productId, variantId: item.variantId, delta: item.quantity }],
  );
  await changeStock(tx, lines, {
    reason,
    orderId,
    actor,
    note,
    // Returning units never drives a row below 0.
    short: () => new Error('stock release cannot go below 0'),
  });
  await notifyProductsChanged(
    tx,
    lines.map((line) => line.productId),
  );
  return true;
}
