import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import { orderItems, type Db } from '@matjar/db';

/**
 * An order's lines as the shopper sees them (success screen, tracking, status e-mails), in the order they were
 * bought.
 */
export function orderLinesOf(db: Db, orderId: number | Placeholder) {
  return db
    .select({
      productName: orderItems.productName,
      productNameEn: orderItems.productNameEn,
      variantName: orderItems.variantName,
      variantNameEn: orderItems.variantNameEn,
      quantity: orderItems.quantity,
      totalPrice: orderItems.totalPrice,
      isGiftCard: orderItems.isGiftCard,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** orderLinesOf as one prepared statement, built once and executed with `{ orderId }` (verify-order's). */
export function prepareOrderLines(db: Db) {
  return orderLinesOf(db, sql.placeholder('orderId')).prepare('order-lines-of');
}
