import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, allowedPaymentMethods, isUnpaidCardOrder, type ErrorCode } from '@matjar/core';
import { orderItems, orders, transactions, type Db, type DbTransaction } from '@matjar/db';
import { releaseOrderConfirmationAsCash } from '../../mail/mail-queue.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createStaffAlertsRepository } from '../staff-events/index.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import { createOrderStatusRepository, type LockedOrder } from './order-status-repository.js';

/**
 * An unpaid card order becomes a cash-on-delivery order, when the shopper asks staff for it (the card would not
 * go through, they would rather pay the driver). Only an order whose card payment is still awaited and that is
 * still open: a paid, closed, archived or cash order answers ORDER_NOT_UNPAID_CARD; an order with a gift card
 * answers CASH_NOT_ALLOWED_FOR_GIFT_CARDS, checkout's own rule. The order keeps its reserved stock and goes on
 * as any cash order placed now would: no payment deadline (the expiry sweep leaves it), its held confirmation
 * e-mail sent saying cash on delivery, the new-order alert and the order-received WhatsApp. Its gateway
 * payment id stays on it, so a payment made on the old link afterwards is still recognised and kept on record
 * for a refund (payments' applyPaymentOutcome). One transaction, the order row locked, audited.
 */
export async function switchOrderToCash(
  db: Db,
  whatsapp: WhatsAppMessages,
  actor: ActivityActor,
  orderId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockUnpaidCardOrder(tx, orderId, 'ORDER_NOT_UNPAID_CARD');
    const lines = await tx
      .select({ isGiftCard: orderItems.isGiftCard })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const cart = {
      hasGiftCards: lines.some((line) => line.isGiftCard),
      isGiftCardOnly: lines.every((line) => line.isGiftCard),
    };
    if (!allowedPaymentMethods(cart).includes('cash')) throw new AppError('CASH_NOT_ALLOWED_FOR_GIFT_CARDS');

    await tx
      .update(orders)
      .set({
        paymentMethod: 'cash',
        paymentStatus: null,
        paymentExpiresAt: null,
        paymentUrl: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    // The card payment that was awaited is off: its transaction row says so on the order page.
    await tx
      .update(transactions)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(transactions.orderNumber, order.orderNumber),
          inArray(transactions.status, ['pending', 'processing']),
        ),
      );
    await releaseOrderConfirmationAsCash(tx, order.orderNumber);
    // Now an order to staff (core's isPlacedOrder: every cash order is): the new-order alert rings.
    await createStaffAlertsRepository(tx).insertForNewOrder(order.orderNumber);
    await whatsapp.queueOrderReceived(tx, order.id);
    await recordActivity(tx, actor, {
      action: 'UPDATE',
      entityType: 'order',
      entityId: order.id,
      entityName: order.orderNumber,
      old: { payment_method: 'online' },
      new: { payment_method: 'cash' },
      description: `Switched order ${order.orderNumber} from an unpaid card payment to cash on delivery`,
    });
    await notifyOrderChanged(tx, order.id, 'payment');
  });
}

/**
 * Locks an order whose card payment is still awaited and still open (not paid, closed, archived or released),
 * for the order page's actions on it; any other answers `refusal` (404 ORDER_NOT_FOUND when there is none).
 */
export async function lockUnpaidCardOrder(
  tx: DbTransaction,
  orderId: number,
  refusal: ErrorCode,
): Promise<LockedOrder> {
  const order = await createOrderStatusRepository(tx).lockOrder(orderId);
  if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
  const unpaidCard =
    isUnpaidCardOrder({
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      status: order.status,
    }) && order.stockReleasedAt === null;
  if (!unpaidCard) throw new AppError(refusal);
  return order;
}
