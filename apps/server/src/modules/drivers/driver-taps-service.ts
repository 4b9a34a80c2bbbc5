import { eq, sql } from 'drizzle-orm';
import {
  AppError,
  DELIVERY_FAILURE_LABELS,
  PAYMENT_HOLD_ERRORS,
  transitionRefusal,
  type DriverTapBody,
  type DriverTapResponse,
  type OrderStatus,
} from '@matjar/core';
import { driverTaps, orders, type Db, type DbTransaction } from '@matjar/db';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { queueDeliveryFailedNotice } from '../../mail/mail-queue.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import { DRIVER_ACTOR_ROLE, recordActivity, type ActivityActor } from '../audit/index.js';
import {
  recordCashReceived,
  commitStatusMove,
  statusParams,
  type OrderTrackingSigner,
  createOrderStatusRepository,
  type LockedOrder,
} from '../orders/index.js';
import { assertEveryUnitHasSerial } from '../serials/index.js';
import type { LinkedDriver } from './driver-links.js';

/** The moves from each open status to delivered: a driver at the door takes the order the rest of the way. */
const TO_DELIVERED: Partial<Record<OrderStatus, OrderStatus[]>> = {
  pending: ['confirmed', 'shipped', 'delivered'],
  confirmed: ['shipped', 'delivered'],
  shipped: ['delivered'],
};

type Tap = Omit<DriverTapBody, 'token'> & { amount?: number | undefined };

/** The driver as the activity log and the order's timeline name them: their name, role driver, no account. */
const actorOf = (driver: LinkedDriver): ActivityActor => ({
  id: null,
  username: driver.name,
  role: DRIVER_ACTOR_ROLE,
});

/**
 * The taps of a driver's run page (decision 053): delivered, cash collected, could not deliver. Each runs in one
 * transaction with the order locked, through the same moves staff make (the status machine, the customer's
 * messages, the cash record, the live boards told), audited under the driver's name. A tap's key is written
 * first in that transaction: a repeat of the key waits for the first to commit, finds its row and gets its
 * answer back without applying anything again.
 */
export function createDriverTapsService(deps: {
  db: Db;
  trackingTokens?: OrderTrackingSigner;
  /** The WhatsApp module's messages (app.whatsappMessages): the status and failed-delivery messages. */
  whatsapp: WhatsAppMessages;
}) {
  async function moveTo(
    tx: DbTransaction,
    actor: ActivityActor,
    order: LockedOrder,
    to: OrderStatus,
    why: string | null,
    tellShopper = true,
  ) {
    const from = order.status;
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
    if (to === 'shipped') await assertEveryUnitHasSerial(tx, order.id, statusParams(from, to));
    await commitStatusMove(tx, deps, actor, order, to, why, {
      paymentStatus: order.paymentStatus,
      stockReturned: false,
      voidedCards: [],
      tellShopper,
    });
    order.status = to;
  }

  async function deliver(tx: DbTransaction, actor: ActivityActor, order: LockedOrder) {
    for (const to of TO_DELIVERED[order.status] ?? []) await moveTo(tx, actor, order, to, null);
  }

  async function apply(tx: DbTransaction, driver: LinkedDriver, order: LockedOrder, tap: Tap) {
    const actor = actorOf(driver);
    if (tap.action === 'delivered') {
      if (order.status !== 'delivered') await deliver(tx, actor, order);
      return;
    }
    if (tap.action === 'cash') {
      if (order.paymentMethod !== 'cash') throw new AppError('DRIVER_NOT_CASH_ORDER');
      if (tap.amount === undefined) throw new AppError('DRIVER_CASH_AMOUNT_REQUIRED');
      if (order.status !== 'delivered') await deliver(tx, actor, order);
      await recordCashReceived(tx, actor, order, {
        amount: tap.amount,
        reason: tap.difference_reason ?? null,
        driverOf: async () => ({ id: driver.id, name: driver.name }),
      });
      return;
    }
    if (!tap.reason) throw new AppError('DRIVER_FAILURE_REASON_REQUIRED');
    if (order.status === 'delivered') throw new AppError('DRIVER_STOP_DONE');
    const why = `Could not deliver: ${DELIVERY_FAILURE_LABELS[tap.reason].en}`;
    // Out with the driver, it comes back to the shop (shipped → confirmed); a staff member assigns it again.
    // The shopper is not told "confirmed" for it: they are told the delivery failed, below.
    if (order.status === 'shipped') await moveTo(tx, actor, order, 'confirmed', why, false);
    const [failed] = await tx
      .update(orders)
      .set({
        driverId: null,
        driverAssignedAt: null,
        deliveryFailedReason: tap.reason,
        deliveryFailedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning({ at: orders.deliveryFailedAt });
    const failedAt = failed!.at!;
    // The shopper hears why and what comes next, by e-mail and (opted in) by WhatsApp, once per failed attempt.
    const trackingToken = await deps.trackingTokens?.sign({
      shortNumber: order.shortNumber,
      orderNumber: order.orderNumber,
    });
    await queueDeliveryFailedNotice(
      tx,
      { orderId: order.id, failedAt },
      {
        to: order.customerEmail,
        locale: order.locale,
        orderNumber: order.orderNumber,
        shortNumber: order.shortNumber,
        customerName: order.customerName,
        reason: tap.reason,
        ...(trackingToken ? { trackingToken } : {}),
      },
    );
    await deps.whatsapp.queueOrderNotice(tx, order.id, {
      event: 'delivery-failed',
      reason: tap.reason,
      failedAt,
    });
    await recordActivity(tx, actor, {
      action: 'UPDATE',
      entityType: 'order',
      entityId: order.id,
      entityName: order.orderNumber,
      old: { driver_id: driver.id, driver: driver.name },
      new: { driver_id: null, driver: null, delivery_failed: tap.reason },
      description: `Driver ${driver.name} could not deliver order ${order.orderNumber}: ${DELIVERY_FAILURE_LABELS[tap.reason].en}; it is back on the shop's list`,
    });
    await notifyOrderChanged(tx, order.id, 'driver');
  }

  async function tap(driver: LinkedDriver, body: Tap): Promise<DriverTapResponse> {
    return deps.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(driverTaps)
        .values({ key: body.key, driverId: driver.id, orderId: body.order_id, action: body.action })
        .onConflictDoNothing()
        .returning({ key: driverTaps.key });
      if (!fresh) {
        const [seen] = await tx.select().from(driverTaps).where(eq(driverTaps.key, body.key));
        if (
          !seen ||
          seen.driverId !== driver.id ||
          seen.orderId !== body.order_id ||
          seen.action !== body.action
        ) {
          throw new AppError('DRIVER_TAP_KEY_REUSED');
        }
        return { success: true as const, applied: false, order_id: seen.orderId, action: seen.action };
      }
      const order = await createOrderStatusRepository(tx).lockOrder(body.order_id);
      // Another driver's order, or one taken off this driver, is not on this run: the same answer as none.
      if (!order || order.archivedAt || order.driverId !== driver.id)
        throw new AppError('DRIVER_STOP_NOT_FOUND');
      await apply(tx, driver, order, body);
      const answer = { success: true as const, applied: true, order_id: order.id, action: body.action };
      await tx.update(driverTaps).set({ result: answer }).where(eq(driverTaps.key, body.key));
      return answer;
    });
  }

  return { tap };
}

export type DriverTapsService = ReturnType<typeof createDriverTapsService>;
