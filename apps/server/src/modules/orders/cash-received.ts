import { eq, sql } from 'drizzle-orm';
import { AppError, formatMoney, type CashReceived } from '@matjar/core';
import { orders, type DbTransaction } from '@matjar/db';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import type { LockedOrder } from './order-status-repository.js';

/**
 * Records a delivered cash order's cash (once), on the order locked by the caller's transaction: by staff from
 * the order page, or by the driver at the door (decision 053). An amount that differs from what is due needs
 * a reason, kept on the order and in the activity log. `driverOf` names who handed the cash in (null: the
 * staff member recording it); it is asked only once the order's own checks passed.
 */
export async function recordCashReceived(
  tx: DbTransaction,
  actor: ActivityActor,
  order: LockedOrder,
  input: {
    amount: number;
    reason: string | null;
    driverOf: () => Promise<{ id: number; name: string } | null>;
  },
): Promise<CashReceived> {
  const { amount, reason } = input;
  if (order.paymentMethod !== 'cash') throw new AppError('CASH_NOT_CASH_ORDER');
  if (order.status !== 'delivered') throw new AppError('CASH_ORDER_NOT_DELIVERED');
  if (order.cashReceivedAt) throw new AppError('CASH_ALREADY_RECEIVED');
  // The cash due is what the shop's gift card left (decision 046).
  const due = order.totalAmount - order.giftCardAmount;
  const differs = amount !== due;
  if (differs && reason === null) throw new AppError('CASH_DIFFERENCE_REASON_REQUIRED');
  const driver = await input.driverOf();
  const [row] = await tx
    .update(orders)
    .set({
      cashReceivedAt: sql`now()`,
      cashReceivedAmount: amount,
      cashReceivedBy: actor.username,
      cashReceivedDriverId: driver?.id ?? null,
      // A reason only explains a difference: an exact amount keeps none.
      cashDifferenceReason: differs ? reason : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning({ at: orders.cashReceivedAt });
  const short = differs ? ` (order total ${formatMoney(order.totalAmount, 'en')}; ${reason ?? ''})` : '';
  const from = driver ? ` from driver ${driver.name}` : '';
  await recordActivity(tx, actor, {
    action: 'UPDATE',
    entityType: 'order',
    entityId: order.id,
    entityName: order.orderNumber,
    old: { cash_received_amount: null },
    new: {
      cash_received_amount: amount,
      order_total: order.totalAmount,
      driver_id: driver?.id ?? null,
      ...(differs ? { difference: amount - due, reason } : {}),
    },
    description: `Cash received for order ${order.orderNumber}${from}: ${formatMoney(amount, 'en')}${short}`,
  });
  await notifyOrderChanged(tx, order.id, 'cash');
  return {
    amount,
    at: row!.at!.toISOString(),
    username: actor.username,
    driver,
    difference: amount - due,
    difference_reason: differs ? reason : null,
  };
}
