import { asc, eq } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, type Db } from '@matjar/db';

/** The reads of the tracking view: one order by its short number, its lines and its status history. */
export function createTrackingRepository(db: Db) {
  return {
    async findByShortNumber(shortNumber: number) {
      const [row] = await db.select().from(orders).where(eq(orders.shortNumber, shortNumber)).limit(1);
      return row;
    },
    itemsOf(orderId: number) {
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
    },
    historyOf(orderId: number) {
      return db
        .select({ status: orderStatusHistory.toStatus, at: orderStatusHistory.createdAt })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    },
  };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
