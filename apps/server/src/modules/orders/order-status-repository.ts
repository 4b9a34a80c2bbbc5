import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@matjar/core';
import { orderItems, orders, type DbTransaction } from '@matjar/db';

export type LockedOrder = typeof orders.$inferSelect;

/**
 * The order, its row locked for the rest of the transaction: two staff moving, archiving or marking one
 * order at once queue here, and the second reads what the first committed.
 */
export async function lockOrder(tx: DbTransaction, orderId: number): Promise<LockedOrder | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function setOrderStatus(tx: DbTransaction, orderId: number, status: OrderStatus): Promise<void> {
  await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * A card payment still open when staff cancel or archive the order is closed as cancelled, so a payment
 * arriving later is recorded as paid after close (logged for a refund) instead of confirming a dead order.
 */
export async function closeOpenPayment(tx: DbTransaction, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'cancelled', updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The order's lines as the customer's e-mail lists them, in the order's language. */
export async function orderLinesFor(tx: DbTransaction, orderId: number, english: boolean) {
  const rows = await tx
    .select({
      productName: orderItems.productName,
      productNameEn: orderItems.productNameEn,
      variantName: orderItems.variantName,
      variantNameEn: orderItems.variantNameEn,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    productName: english ? (row.productNameEn ?? row.productName) : row.productName,
    variantName: english ? (row.variantNameEn ?? row.variantName) : row.variantName,
    quantity: row.quantity,
  }));
}

/** Whether the order has a gift-card line (such an order is not returned: decision 027). */
export async function hasGiftCardLines(tx: DbTransaction, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isGiftCard, true)))
    .limit(1);
  return rows.length > 0;
}
