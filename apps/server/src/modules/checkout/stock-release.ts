import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderItems, orders, productVariants, products, type DbTransaction } from '@matjar/db';
import { notifyProductsChanged } from '../../events/products-changed.js';

/**
 * Gives an order's reserved stock back (an online payment failed, was cancelled or expired). A variant line
 * holds stock on the variant and on its product, whose stock is the sum of its variants' (seed types.ts).
 * Runs at most once per order: `stock_released_at` is claimed first, so a callback racing the expiry sweep
 * cannot return the same units twice. Returns false when the stock had already been released.
 * Announces the products it returned units to (products_changed, on commit), so that every process drops the
 * cached pages that still say "out of stock" — every caller (callback, return, expiry sweep) gets that.
 */
export async function releaseOrderStock(tx: DbTransaction, orderId: number): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  // The same global lock order as reserveStock (every product by id, then every variant by id): taking a
  // variant before its product here could deadlock with an order reserving that product on PostgreSQL.
  const perProduct = new Map<number, number>();
  for (const line of lines) {
    if (line.productId != null)
      perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
  const variantLines = lines
    .filter((line) => line.variantId != null)
    .sort((a, b) => a.variantId! - b.variantId!);
  for (const line of variantLines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId!));
  }
  await notifyProductsChanged(tx, perProduct.keys());
  return true;
}
