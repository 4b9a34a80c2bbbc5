import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { orders } from '@matjar/db';
import type { CallbackDeps } from './payment-callbacks.js';
import { abandonUnpaidOrder, applyPaymentOutcome } from './payment-outcome.js';

/** Orders looked at per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

/**
 * Online orders still unpaid after payment_expires_at (30 minutes): the gateway is asked once; a payment it
 * reports paid is applied as completed, anything else closes the order as cancelled and gives the stock
 * back. The gateway is asked outside any lock; the order is then locked with SKIP LOCKED, so several server
 * processes sweeping together never handle the same order twice, and one a callback is handling is skipped.
 */
export async function sweepExpiredPayments(deps: CallbackDeps, now = deps.now()): Promise<number> {
  const due = await deps.db
    .select({
      id: orders.id,
      paymentId: orders.paymentId,
      orderNumber: orders.orderNumber,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.paymentExpiresAt, now),
        isNull(orders.stockReleasedAt),
      ),
    )
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(SWEEP_BATCH);

  let closed = 0;
  for (const order of due) {
    let paid = null;
    if (order.paymentId) {
      try {
        const lookup = await deps.gateway.lookupPayment(order.paymentId);
        if (lookup.status === 'completed') paid = lookup;
      } catch (error) {
        deps.log.warn(
          { err: error, orderNumber: order.orderNumber },
          'expiry look-up failed; closing unpaid',
        );
      }
    }
    const applied = await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: orders.id, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, order.id))
        .for('update', { skipLocked: true });
      if (!locked || locked.paymentStatus !== 'pending') return false;
      if (!order.paymentId) {
        // The payment was never opened (the process stopped between create-order and the gateway).
        await abandonUnpaidOrder(tx, order.id, 'cancelled', 'payment_expired');
        return true;
      }
      const outcomeDeps = { ...deps, gatewayName: deps.gateway.name };
      const result = await applyPaymentOutcome(
        tx,
        outcomeDeps,
        paid ?? {
          paymentId: order.paymentId,
          orderNumber: order.orderNumber,
          status: 'cancelled',
          amount: order.totalAmount,
          transactionId: null,
          visaId: null,
          cardType: null,
        },
        // Paid after all, the order goes on; otherwise it closes because its payment window passed.
        'payment_expired',
      );
      return result === 'applied';
    });
    if (applied) closed++;
  }
  if (closed > 0) deps.log.info({ closed }, 'expired online payments settled');
  return closed;
}
