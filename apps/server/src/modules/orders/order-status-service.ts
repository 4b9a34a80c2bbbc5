import {
  AppError,
  maskIssuedGiftCard,
  ORDER_STATUS_LABELS,
  PAYMENT_HOLD_ERRORS,
  REASONED_STATUSES,
  STATUS_REASON_MAX,
  transitionRefusal,
  type ErrorParams,
  type OrderStatus,
  type OrderStatusPatchBody,
  type OrderStatusPatchResponse,
} from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import {
  CUSTOMER_NOTIFIED_STATUSES,
  discardOrderConfirmation,
  queueOrderStatusEmail,
  type CustomerNotifiedStatus,
} from '../../mail/mail-queue.js';
import { WHATSAPP_STATUS_EVENTS, type WhatsAppMessages } from '../whatsapp/index.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { assertEveryUnitHasSerial, releaseOrderSerials, returnOrderSerials } from '../serials/index.js';
import { releaseOrderStock } from '../stock/index.js';
import { releaseOrderSpend } from '../gift-cards/index.js';
import { checkReturnWindow, lineBalances, recordReturn } from './order-return-record.js';
import { recordStatusChange } from './order-status-history.js';
import {
  createOrderStatusRepository,
  type LockedOrder,
  type VoidedGiftCard,
} from './order-status-repository.js';

/**
 * The error params naming the order's status now (and the one asked for): the machine word for the back
 * office, and the label in both languages for the message.
 */
export function statusParams(current: OrderStatus, requested?: OrderStatus): ErrorParams {
  return {
    currentStatus: current,
    current: ORDER_STATUS_LABELS[current].en,
    currentAr: ORDER_STATUS_LABELS[current].ar,
    ...(requested
      ? {
          requestedStatus: requested,
          requested: ORDER_STATUS_LABELS[requested].en,
          requestedAr: ORDER_STATUS_LABELS[requested].ar,
        }
      : {}),
  };
}

function isCustomerNotified(status: OrderStatus): status is CustomerNotifiedStatus {
  return (CUSTOMER_NOTIFIED_STATUSES as readonly string[]).includes(status);
}

/** A canceled order whose card payment went through: the money is refunded by hand in the gateway. */
function refundDue(order: LockedOrder, to: OrderStatus): boolean {
  return to === 'canceled' && order.paymentMethod === 'online' && order.paymentStatus === 'completed';
}

/**
 * PATCH /api/payments/order-status/{id} (storefront §7, back-office §4, D8). One transaction: the order row is
 * locked, the move checked against the one machine of @matjar/core (and against the status the staff member
 * saw), then the status, its timeline row, the audit entry and the customer's e-mail are written together. A
 * cancellation returns the stock through the one release function (once, whatever else returned it before).
 * A return (delivered → returned, decision 027) needs a reason, refuses an order with gift cards, and is one
 * return of every unit not back yet (decision 048: recordReturn, the ledger's reason `return`) — once: the row
 * lock queues a second return, which then finds the order returned and is refused by the machine.
 *
 * (The PATCH itself is `createOrderStatusService().change` below.)
 */
/**
 * What the status e-mail needs of the tracking module (decision 030): a signed token for the order's link.
 * Given by the plugin (app.trackingTokens), named here by shape so orders does not import tracking, which
 * reads orders.
 */
export interface OrderTrackingSigner {
  sign(order: { shortNumber: number; orderNumber: string }): Promise<string>;
}

/**
 * Writes a status move already decided (the machine checked, its stock and payment effects made): the status, its
 * timeline row, the activity entry, the customer's e-mail and WhatsApp message, and the live boards told. A
 * return that brings the last unit back (decision 048) moves its order to `returned` through here too.
 */
export async function commitStatusMove(
  tx: DbTransaction,
  deps: { trackingTokens?: OrderTrackingSigner; whatsapp: WhatsAppMessages },
  actor: ActivityActor,
  order: LockedOrder,
  to: OrderStatus,
  reason: string | null,
  effects: {
    paymentStatus: LockedOrder['paymentStatus'];
    stockReturned: boolean;
    voidedCards: VoidedGiftCard[];
    /** Serials freed by a cancel, or marked back by a whole return (decision 049), for the activity entry. */
    serialsReleased?: string[];
    serialsReturned?: string[];
    /**
     * False when the move is not news for the shopper in its own words: a driver who could not deliver brings
     * the order back (shipped → confirmed), and the shopper is told that failure instead of "confirmed".
     */
    tellShopper?: boolean;
  },
): Promise<void> {
  const from = order.status;
  const { paymentStatus, stockReturned, voidedCards, serialsReleased = [], serialsReturned = [] } = effects;
  const tellShopper = effects.tellShopper ?? true;
  await createOrderStatusRepository(tx).setOrderStatus(order.id, to);
  const historyId = await recordStatusChange(tx, {
    orderId: order.id,
    from,
    to,
    actor: { adminUserId: actor.id, username: actor.username },
    reason,
  });
  const refund = refundDue(order, to);
  const paymentChanged = paymentStatus !== order.paymentStatus;
  await recordActivity(tx, actor, {
    action: 'UPDATE',
    entityType: 'order',
    entityId: order.id,
    entityName: order.orderNumber,
    old: { status: from, ...(paymentChanged ? { payment_status: order.paymentStatus } : {}) },
    new: {
      status: to,
      ...(paymentChanged ? { payment_status: paymentStatus } : {}),
      ...(stockReturned ? { stock_returned: true } : {}),
      ...(voidedCards.length > 0 ? { gift_cards_voided: voidedCards.map((card) => card.id) } : {}),
      ...(reason ? { reason } : {}),
      ...(refund ? { refund_due: order.totalAmount } : {}),
      ...(serialsReleased.length > 0 ? { serials_released: serialsReleased } : {}),
      ...(serialsReturned.length > 0 ? { serials_returned: serialsReturned } : {}),
    },
    description:
      `Order ${order.orderNumber}: ${from} → ${to}` +
      (reason ? `: ${reason}` : '') +
      (refund ? '; it was paid by card: refund it in the payment gateway' : ''),
  });
  if (tellShopper && isCustomerNotified(to)) {
    const lines = await createOrderStatusRepository(tx).orderLinesFor(order.id, order.locale === 'en');
    const digital = order.isGiftCardOrder || (lines.length > 0 && lines.every((line) => line.giftCard));
    const trackingToken = digital
      ? undefined
      : await deps.trackingTokens?.sign({
          shortNumber: order.shortNumber,
          orderNumber: order.orderNumber,
        });
    await queueOrderStatusEmail(
      tx,
      {
        to: order.customerEmail,
        locale: order.locale,
        orderNumber: order.orderNumber,
        shortNumber: order.shortNumber,
        customerName: order.customerName,
        status: to,
        paymentMethod: order.paymentMethod,
        items: lines.map(({ giftCard: _giftCard, ...line }) => line),
        total: order.totalAmount,
        digital,
        ...(trackingToken ? { trackingToken } : {}),
        // The promise the confirmation gave (decisions 032, 034), repeated while the order is on its way.
        shippingCity: order.shippingCity,
        deliveryWindow:
          order.deliveryDate && order.deliveryWindowStart && order.deliveryWindowEnd
            ? { date: order.deliveryDate, start: order.deliveryWindowStart, end: order.deliveryWindowEnd }
            : null,
        deliveryDays:
          order.deliveryDaysMin !== null && order.deliveryDaysMax !== null
            ? { min: order.deliveryDaysMin, max: order.deliveryDaysMax }
            : null,
        ...(to === 'canceled'
          ? {
              // What happens to the money and the codes (never a code itself: masked).
              payment: refund ? 'refund' : order.paymentMethod === 'cash' ? 'cash-not-due' : 'not-charged',
              voidedCodes: voidedCards.map((card) => maskIssuedGiftCard(card)),
            }
          : {}),
      },
      { orderId: order.id, historyId },
    );
  }
  const whatsappEvent = WHATSAPP_STATUS_EVENTS[to];
  // Out for delivery is told each time it leaves (again after a failed attempt); the rest once per order.
  if (tellShopper && whatsappEvent) {
    await deps.whatsapp.queueOrder(
      tx,
      order.id,
      whatsappEvent,
      to === 'shipped' ? `move:${historyId}` : undefined,
    );
  }
  await notifyOrderChanged(tx, order.id, 'status');
}

export function createOrderStatusService(deps: {
  db: Db;
  trackingTokens?: OrderTrackingSigner;
  /** The WhatsApp module's messages (app.whatsappMessages): the shopper's status message. */
  whatsapp: WhatsAppMessages;
}) {
  async function change(
    actor: ActivityActor,
    orderId: number,
    body: OrderStatusPatchBody,
  ): Promise<OrderStatusPatchResponse['order']> {
    return deps.db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      // An archived order is out of the lists: it is restored first, then moved.
      if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
      const from = order.status;
      const to = body.status;
      if (body.from && body.from !== from) throw new AppError('ORDER_CHANGED', statusParams(from));
      // One rule (core's transitionRefusal): the machine, then the payment — a card order not paid is not
      // confirmed, shipped or delivered. Refused before anything is written or audited.
      const refusal = transitionRefusal(
        { status: from, payment_method: order.paymentMethod, payment_status: order.paymentStatus },
        to,
      );
      if (refusal === 'invalid_transition') {
        throw new AppError('INVALID_STATUS_TRANSITION', statusParams(from, to));
      }
      if (refusal) {
        throw new AppError(PAYMENT_HOLD_ERRORS[refusal], {
          ...statusParams(from, to),
          paymentStatus: order.paymentStatus ?? '',
        });
      }
      const reason = body.reason?.trim() || null;
      if (REASONED_STATUSES.includes(to) && !reason) {
        throw new AppError('ORDER_RETURN_REASON_REQUIRED', { max: STATUS_REASON_MAX });
      }
      if (
        to === 'returned' &&
        (order.isGiftCardOrder || (await createOrderStatusRepository(tx).hasGiftCardLines(order.id)))
      ) {
        throw new AppError('ORDER_RETURN_GIFT_CARD');
      }
      // An order leaves with the driver only once every unit of a serialised product has its serial.
      if (to === 'shipped') await assertEveryUnitHasSerial(tx, order.id, statusParams(from, to));

      let paymentStatus = order.paymentStatus;
      let stockReturned = false;
      let voidedCards: VoidedGiftCard[] = [];
      let serialsReleased: string[] = [];
      let serialsReturned: string[] = [];
      if (to === 'canceled') {
        voidedCards = await createOrderStatusRepository(tx).voidOrderGiftCards(order.id, actor.username);
        if (order.paymentMethod === 'online' && order.paymentStatus === 'pending') {
          await createOrderStatusRepository(tx).closeOpenPayment(order.id);
          await discardOrderConfirmation(tx, order.orderNumber);
          paymentStatus = 'cancelled';
        }
        serialsReleased = await releaseOrderSerials(tx, order.id);
        stockReturned = await releaseOrderStock(tx, order.id, 'order_canceled', {
          adminUserId: actor.id,
          username: actor.username,
        });
        // The part the shop's gift card paid goes back on the card (decision 046).
        await releaseOrderSpend(tx, order.id, 'order canceled');
      }
      if (to === 'returned') {
        // The whole order back is one return of every unit not back yet, in the condition they are sold in
        // (decision 048): the same path as a return by line, so the ledger, the returned value and the report
        // read it alike. Past the window the reason given is the reason it was accepted late.
        const lateReason = await checkReturnWindow(tx, actor, order, 'return', reason, true);
        const remaining = (await lineBalances(tx, order.id)).flatMap((line) =>
          line.sold > line.returned
            ? [
                {
                  orderItemId: line.orderItemId,
                  quantity: line.sold - line.returned,
                  condition: 'resellable' as const,
                },
              ]
            : [],
        );
        if (remaining.length > 0) {
          // Each line's units still out come back with it and are named on the return (decision 049).
          const made = await recordReturn(tx, actor, order, {
            kind: 'return',
            reason: reason!,
            lateReason,
            requestKey: `whole-order-${order.id}`,
            lines: remaining,
            everyUnitOut: true,
          });
          serialsReturned = made.serials;
          stockReturned = true;
        }
        // Any unit still out (none, unless its line had no units left to return) is back with the order.
        serialsReturned = [...serialsReturned, ...(await returnOrderSerials(tx, order.id, actor))];
      }
      await commitStatusMove(tx, deps, actor, order, to, reason, {
        paymentStatus,
        stockReturned,
        voidedCards,
        serialsReleased,
        serialsReturned,
      });
      return {
        id: order.id,
        order_number: order.orderNumber,
        short_number: order.shortNumber,
        status: to,
        payment_status: paymentStatus,
      };
    });
  }

  return { change };
}
export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
