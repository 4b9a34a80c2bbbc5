import { asc, eq } from 'drizzle-orm';
import { orderStatusHistory, orders, type Db } from '@matjar/db';
import { orderLinesOf } from '../orders/index.js';

/** The reads of the tracking view: one order by its short number, its lines and its status history. */
export function createTrackingRepository(db: Db) {
  return {
    async findByShortNumber(shortNumber: number) {
      const [row] = await db.select().from(orders).where(eq(orders.shortNumber, shortNumber)).limit(1);
      return row;
    },
    itemsOf: (orderId: number) => orderLinesOf(db, orderId),
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
