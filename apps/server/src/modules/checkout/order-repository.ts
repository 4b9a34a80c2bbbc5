import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { giftCards, orderItems, orders, transactions, type Db, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import { insertStaffAlerts } from '../staff-alerts/staff-alerts-repository.js';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;

/** SQL of create-order and verify-order. */
export function createOrderRepository(db: Db) {
  return {
    async insertOrder(tx: DbTransaction, order: NewOrder) {
      const [row] = await tx
        .insert(orders)
        .values(order)
        .returning({ id: orders.id, createdAt: orders.createdAt });
      return row!;
    },

    async insertItems(tx: DbTransaction, items: NewOrderItem[]): Promise<void> {
      await tx.insert(orderItems).values(items);
    },

    /**
     * Writes the staff's unread alerts and announces the order, both committed with it: every listening
     * process then pushes the alerts to its connected staff (modules/staff-alerts).
     */
    async notifyOrderCreated(tx: DbTransaction, orderNumber: string): Promise<void> {
      await insertStaffAlerts(tx, orderNumber);
      await notify(tx, CHANNELS.orderCreated, orderNumber);
    },

    async findByNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
      return row;
    },

    async latestTransaction(orderNumber: string) {
      const [row] = await db
        .select({
          status: transactions.status,
          transactionId: transactions.transactionId,
          amount: transactions.amount,
          visaId: transactions.visaId,
        })
        .from(transactions)
        .where(eq(transactions.orderNumber, orderNumber))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(1);
      return row;
    },

    async itemsOf(orderId: number) {
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

    async giftCardsOf(orderId: number) {
      // A void code no longer counts (issue 15): the shopper sees its replacement instead.
      return db
        .select({
          productName: giftCards.productName,
          productNameEn: orderItems.productNameEn,
          value: giftCards.denomination,
          code: giftCards.code,
          expiresAt: giftCards.expiresAt,
        })
        .from(giftCards)
        .leftJoin(orderItems, eq(orderItems.id, giftCards.orderItemId))
        .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.voidedAt)))
        .orderBy(asc(giftCards.id));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
