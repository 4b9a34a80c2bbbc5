import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderItems, orders, productVariants, products, type DbTransaction } from '@matjar/db';

/**
 * Gives an order's reserved stock back (an online payment failed, was cancelled or expired). A variant line
 * holds stock on the variant and on its product, whose stock is the sum of its variants' (seed types.ts).
 * Runs at most once per order: `stock_released_at` is claimed first, so a callback racing the expiry sweep
 * cannot return the same units twice. Returns false when the stock had already been released.
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
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId, orderItems.variantId);
  for (const line of lines) {
    if (line.variantId != null) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(eq(productVariants.id, line.variantId));
    }
    if (line.productId != null) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }
  return true;
}
