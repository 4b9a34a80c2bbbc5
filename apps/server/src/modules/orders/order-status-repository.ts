import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@matjar/core';
import { giftCards, orderItems, orders, type DbTransaction } from '@matjar/db';
import { zeroVoidedBalances } from '../gift-cards/index.js';

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
      isGiftCard: orderItems.isGiftCard,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    productName: english ? (row.productNameEn ?? row.productName) : row.productName,
    variantName: english ? (row.variantNameEn ?? row.variantName) : row.variantName,
    quantity: row.quantity,
    giftCard: row.isGiftCard,
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

/** Why a canceled order's codes were voided, as the gift-card list shows it (both languages, one field). */
export const ORDER_CANCELED_VOID_REASON = 'أُلغي الطلب — order canceled';

/** A voided card as the cancellation e-mail names it (masked from its brand and value: no code is read). */
export interface VoidedGiftCard {
  id: number;
  brandId: number | null;
  denomination: number;
}

/**
 * A canceled order's gift-card codes stop working: every code of the order still live — the codes issued at
 * payment and any replacement issued since (same order) — is voided, in the cancellation's transaction.
 * Returns the voided cards (for the e-mail, which names them masked); none for an order without codes.
 */
export async function voidOrderGiftCards(
  tx: DbTransaction,
  orderId: number,
  voidedBy: string,
): Promise<VoidedGiftCard[]> {
  const voided = await tx
    .update(giftCards)
    .set({ voidedAt: sql`now()`, voidReason: ORDER_CANCELED_VOID_REASON, voidedBy })
    // Store credit a refund gave the buyer is theirs, not a card this order sold: it stays.
    .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.voidedAt), isNotNull(giftCards.orderItemId)))
    .returning({
      id: giftCards.id,
      brandId: giftCards.brandId,
      denomination: giftCards.denomination,
    })
    .then((rows) => rows.sort((a, b) => a.id - b.id));
  // A void card keeps no balance to spend (decision 046).
  await zeroVoidedBalances(
    tx,
    voided.map((card) => card.id),
    ORDER_CANCELED_VOID_REASON,
    { id: null, username: voidedBy },
  );
  return voided;
}
