import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@matjar/core';
import { giftCards, orderItems, orders, type DbTransaction } from '@matjar/db';
import { zeroVoidedBalances } from '../gift-cards/index.js';
import { orderLinesOf } from './order-lines.js';

export type LockedOrder = typeof orders.$inferSelect;

/** Why a canceled order's codes were voided, as the gift-card list shows it (both languages, one field). */
export const ORDER_CANCELED_VOID_REASON = 'أُلغي الطلب — order canceled';

/** A voided card as the cancellation e-mail names it (masked from its brand and value: no code is read). */
export interface VoidedGiftCard {
  id: number;
  brandId: number | null;
  denomination: number;
}

/** An order's status changes: row locks and read-then-write steps, so only inside a transaction. */
export function createOrderStatusRepository(db: DbTransaction) {
  /**
   * The order, its row locked for the rest of the transaction: two staff moving, archiving or marking one
   * order at once queue here, and the second reads what the first committed.
   */
  async function lockOrder(orderId: number): Promise<LockedOrder | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  async function setOrderStatus(orderId: number, status: OrderStatus): Promise<void> {
    await db
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  /**
   * A card payment still open when staff cancel or archive the order is closed as cancelled, so a payment
   * arriving later is recorded as paid after close (logged for a refund) instead of confirming a dead order.
   */
  async function closeOpenPayment(orderId: number): Promise<void> {
    await db
      .update(orders)
      .set({ paymentStatus: 'cancelled', updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  /** The order's lines as the customer's e-mail lists them, in the order's language. */
  async function orderLinesFor(orderId: number, english: boolean) {
    const rows = await orderLinesOf(db, orderId);
    return rows.map((row) => ({
      productName: english ? (row.productNameEn ?? row.productName) : row.productName,
      variantName: english ? (row.variantNameEn ?? row.variantName) : row.variantName,
      quantity: row.quantity,
      giftCard: row.isGiftCard,
    }));
  }

  /** Whether the order has a gift-card line (such an order is not returned: decision 027). */
  async function hasGiftCardLines(orderId: number): Promise<boolean> {
    const rows = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isGiftCard, true)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * A canceled order's gift-card codes stop working: every code of the order still live — the codes issued at
   * payment and any replacement issued since (same order) — is voided, in the cancellation's transaction.
   * Returns the voided cards (for the e-mail, which names them masked); none for an order without codes.
   */
  async function voidOrderGiftCards(orderId: number, voidedBy: string): Promise<VoidedGiftCard[]> {
    const voided = await db
      .update(giftCards)
      .set({ voidedAt: sql`now()`, voidReason: ORDER_CANCELED_VOID_REASON, voidedBy })
      // Store credit a refund gave the buyer is theirs, not a card this order sold: it stays.
      .where(
        and(eq(giftCards.orderId, orderId), isNull(giftCards.voidedAt), isNotNull(giftCards.orderItemId)),
      )
      .returning({
        id: giftCards.id,
        brandId: giftCards.brandId,
        denomination: giftCards.denomination,
      })
      .then((rows) => rows.sort((a, b) => a.id - b.id));
    // A void card keeps no balance to spend (decision 046).
    await zeroVoidedBalances(
      db,
      voided.map((card) => card.id),
      ORDER_CANCELED_VOID_REASON,
      { id: null, username: voidedBy },
    );
    return voided;
  }

  return { lockOrder, setOrderStatus, closeOpenPayment, orderLinesFor, hasGiftCardLines, voidOrderGiftCards };
}

export type OrderStatusRepository = ReturnType<typeof createOrderStatusRepository>;
