import { asc, eq } from 'drizzle-orm';
import { orderItems, type Db } from '@matjar/db';

/** An order's lines as the shopper's screens show them (success screen, tracking), in the order they were bought. */
export function orderLinesOf(db: Db, orderId: number) {
  return db
    .select({
      productName: orderItems.productName,
      productNameEn: orderItems.productNameEn,
      variantName: orderItems.variantName,
      variantNameEn: orderItems.variantNameEn,
      quantity: orderItems.quantity,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
