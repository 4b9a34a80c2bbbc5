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
import type { Db } from '@matjar/db';
import {
  CUSTOMER_NOTIFIED_STATUSES,
  discardOrderConfirmation,
  queueOrderStatusEmail,
  type CustomerNotifiedStatus,
} from '../../mail/mail-queue.js';
import { queueOrderWhatsApp, WHATSAPP_STATUS_EVENTS } from '../../whatsapp/whatsapp-queue.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { releaseOrderStock } from '../stock/index.js';
import { recordStatusChange } from './order-status-history.js';
import {
  closeOpenPayment,
  hasGiftCardLines,
  lockOrder,
  orderLinesFor,
  setOrderStatus,
  voidOrderGiftCards,
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
 * A return (delivered → returned, decision 027) needs a reason, refuses an order with gift cards, and puts the
 * goods back in stock through the same function with the ledger's reason `return` — once: the row lock queues
 * a second return, which then finds the order returned and is refused by the machine.
 */
/**
 * What the status e-mail needs of the tracking module (decision 030): a signed token for the order's link.
 * Given by the plugin (app.trackingTokens), named here by shape so orders does not import tracking, which
 * reads orders.
 */
export interface OrderTrackingSigner {
  sign(order: { shortNumber: number; orderNumber: string }): Promise<string>;
}

export function createOrderStatusService(deps: { db: Db; trackingTokens?: OrderTrackingSigner }) {
  async function change(
    actor: ActivityActor,
    orderId: number,
    body: OrderStatusPatchBody,
  ): Promise<OrderStatusPatchResponse['order']> {
    return deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
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
      if (to === 'returned' && (order.isGiftCardOrder || (await hasGiftCardLines(tx, order.id)))) {
        throw new AppError('ORDER_RETURN_GIFT_CARD');
      }

      await setOrderStatus(tx, order.id, to);
      let paymentStatus = order.paymentStatus;
      let stockReturned = false;
      let voidedCards: VoidedGiftCard[] = [];
      if (to === 'canceled') {
        voidedCards = await voidOrderGiftCards(tx, order.id, actor.username);
        if (order.paymentMethod === 'online' && order.paymentStatus === 'pending') {
          await closeOpenPayment(tx, order.id);
          await discardOrderConfirmation(tx, order.orderNumber);
          paymentStatus = 'cancelled';
        }
        stockReturned = await releaseOrderStock(tx, order.id, 'order_canceled', {
          adminUserId: actor.id,
          username: actor.username,
        });
      }
      if (to === 'returned') {
        stockReturned = await releaseOrderStock(
          tx,
          order.id,
          'return',
          { adminUserId: actor.id, username: actor.username },
          reason,
        );
      }
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
        },
        description:
          `Order ${order.orderNumber}: ${from} → ${to}` +
          (reason ? `: ${reason}` : '') +
          (refund ? '; it was paid by card: refund it in the payment gateway' : ''),
      });
      if (isCustomerNotified(to)) {
        const lines = await orderLinesFor(tx, order.id, order.locale === 'en');
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
                  payment: refund
                    ? 'refund'
                    : order.paymentMethod === 'cash'
                      ? 'cash-not-due'
                      : 'not-charged',
                  voidedCodes: voidedCards.map((card) => maskIssuedGiftCard(card)),
                }
              : {}),
          },
          { orderId: order.id, historyId },
        );
      }
      const whatsappEvent = WHATSAPP_STATUS_EVENTS[to];
      if (whatsappEvent) await queueOrderWhatsApp(tx, order.id, whatsappEvent);
      await notifyOrderChanged(tx, order.id, 'status');
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
