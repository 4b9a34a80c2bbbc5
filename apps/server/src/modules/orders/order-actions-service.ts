import { and, eq, sql } from 'drizzle-orm';
import {
  AppError,
  formatMoney,
  type AdminCashReceivedBody,
  type AdminOrderNote,
  type CashReceived,
} from '@matjar/core';
import {
  drivers,
  giftCardCodes,
  giftCards,
  orderNotes,
  orders,
  type Db,
  type DbTransaction,
  type GiftCodeVault,
} from '@matjar/db';
import { cardCode } from '../gift-cards/index.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { recordCashReceived } from './cash-received.js';
import { createOrderStatusRepository } from './order-status-repository.js';
import { resendPaymentLink } from './order-payment-link.js';
import { switchOrderToCash } from './order-switch-to-cash.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';

/** The driver who handed the cash in: one that exists and is active (a deactivated driver takes no more cash). */
async function cashDriver(tx: DbTransaction, driverId: number) {
  const [driver] = await tx
    .select({ id: drivers.id, name: drivers.name, active: drivers.isActive })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (!driver) throw new AppError('DRIVER_NOT_FOUND');
  if (!driver.active) throw new AppError('DRIVER_INACTIVE');
  return { id: driver.id, name: driver.name };
}

async function driverNamed(tx: DbTransaction, driverId: number | null) {
  if (driverId === null) return null;
  const [driver] = await tx
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return driver ?? null;
}

/**
 * The order page's actions besides status and archive: cash received, an unpaid card order switched to cash,
 * internal notes, gift-card reveal.
 */
export function createOrderActionsService(deps: {
  db: Db;
  vault: GiftCodeVault;
  /** The WhatsApp module's messages: the switched order's "received", the payment link sent again. */
  whatsapp: WhatsAppMessages;
}) {
  const { db, vault, whatsapp } = deps;

  /**
   * A delivered cash order's cash came back (once), handed in by a driver or taken by the staff member
   * recording it. An amount that differs from the total (short or over) needs a reason, kept on the order
   * and in the activity log; the order is then flagged (cash_difference) on its page, the board and lists.
   */
  async function markCashReceived(
    actor: ActivityActor,
    orderId: number,
    body: AdminCashReceivedBody,
  ): Promise<CashReceived> {
    const { amount } = body;
    const reason = body.reason ? body.reason : null;
    return db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
      return recordCashReceived(tx, actor, order, {
        amount,
        reason,
        driverOf: async () => (body.driver_id ? cashDriver(tx, body.driver_id) : null),
      });
    });
  }

  /**
   * A recorded amount was wrong (a typo, a miscount): an admin sets the right one and says why. The receipt's
   * time and who took the cash stay; the activity log keeps the old and new amount, the reason and who
   * corrected it, in the same transaction.
   */
  async function correctCashReceived(
    actor: ActivityActor,
    orderId: number,
    correction: { amount: number; reason: string },
  ): Promise<CashReceived> {
    return db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
      if (!order.cashReceivedAt || order.cashReceivedAmount === null) throw new AppError('CASH_NOT_RECEIVED');
      const old = order.cashReceivedAmount;
      const { amount, reason } = correction;
      if (amount === old) throw new AppError('CASH_CORRECTION_UNCHANGED');
      // The correction's reason also explains the difference it leaves (none when it now matches the total).
      const differenceReason = amount === order.totalAmount - order.giftCardAmount ? null : reason;
      await tx
        .update(orders)
        .set({ cashReceivedAmount: amount, cashDifferenceReason: differenceReason, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'order',
        entityId: order.id,
        entityName: order.orderNumber,
        old: { cash_received_amount: old },
        new: { cash_received_amount: amount, reason, order_total: order.totalAmount },
        description:
          `Corrected the cash received for order ${order.orderNumber}: ` +
          `${formatMoney(old, 'en')} → ${formatMoney(amount, 'en')} (${reason})`,
      });
      await notifyOrderChanged(tx, order.id, 'cash');
      return {
        amount,
        at: order.cashReceivedAt.toISOString(),
        username: order.cashReceivedBy,
        driver: await driverNamed(tx, order.cashReceivedDriverId),
        difference: amount - (order.totalAmount - order.giftCardAmount),
        difference_reason: differenceReason,
      };
    });
  }

  /** An internal note on the order (never shown to the customer); archived orders take notes too. */
  async function addNote(actor: ActivityActor, orderId: number, body: string): Promise<AdminOrderNote> {
    return db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const [note] = await tx
        .insert(orderNotes)
        .values({ orderId: order.id, adminUserId: actor.id, username: actor.username, body })
        .returning();
      await recordActivity(tx, actor, {
        action: 'CREATE',
        entityType: 'order',
        entityId: order.id,
        entityName: order.orderNumber,
        new: { note_id: note!.id, note: body },
        description: `Added a note to order ${order.orderNumber}`,
      });
      await notifyOrderChanged(tx, order.id, 'note');
      return {
        id: note!.id,
        body: note!.body,
        username: note!.username,
        created_at: note!.createdAt.toISOString(),
      };
    });
  }

  /**
   * One gift card's code, shown to a staff member who asks (a customer lost the e-mail). The reveal is logged
   * in the same transaction, naming the card but never its code.
   */
  async function revealGiftCard(actor: ActivityActor, orderId: number, giftCardId: number) {
    return db.transaction(async (tx) => {
      const [card] = await tx
        .select({
          id: giftCards.id,
          codeSealed: giftCards.codeSealed,
          secret: giftCardCodes.secret,
          voidedAt: giftCards.voidedAt,
          productName: giftCards.productName,
          orderNumber: orders.orderNumber,
        })
        .from(giftCards)
        .innerJoin(orders, eq(orders.id, giftCards.orderId))
        .leftJoin(giftCardCodes, eq(giftCardCodes.id, giftCards.inventoryCodeId))
        .where(and(eq(giftCards.id, giftCardId), eq(giftCards.orderId, orderId)));
      if (!card) throw new AppError('GIFT_CARD_NOT_FOUND');
      // A void code must not be handed out again: its replacement is the one to reveal.
      if (card.voidedAt) throw new AppError('GIFT_CARD_VOIDED');
      // The log's actions are CREATE, UPDATE and DELETE (a database check); a reveal is recorded as UPDATE.
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'gift_card',
        entityId: card.id,
        entityName: `${card.productName} (${card.orderNumber})`,
        new: { code_revealed: true, order_id: orderId },
        description: `Revealed the code of gift card #${card.id} of order ${card.orderNumber}`,
      });
      // The code is opened from its seal (the card's own, or the inventory's) for this audited reveal only.
      const { code, pin } = cardCode(vault, card);
      return { code, pin };
    });
  }

  /** An unpaid card order becomes cash on delivery (order-switch-to-cash.ts). */
  const switchToCash = (actor: ActivityActor, orderId: number) =>
    switchOrderToCash(db, whatsapp, actor, orderId);
  const sendPaymentLink = (actor: ActivityActor, orderId: number) =>
    resendPaymentLink(db, whatsapp, actor, orderId, new Date());

  return { markCashReceived, correctCashReceived, switchToCash, sendPaymentLink, addNote, revealGiftCard };
}

export type OrderActionsService = ReturnType<typeof createOrderActionsService>;
