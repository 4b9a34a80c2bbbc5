import type { OrderStatus } from '@matjar/core';
import { orderStatusHistory, type DbTransaction } from '@matjar/db';

/** Who moved an order: a staff member, or null for the system (order creation, payment outcome, expiry). */
export interface StatusChangeActor {
  adminUserId: number;
  username: string;
}

/**
 * Writes one row of an order's timeline in the transaction that changes the status, so the timeline holds
 * every change exactly when the order does. `from` null marks the order's creation. Returns the row's id
 * (the status e-mail's dedupe key names it: one e-mail per change).
 */
export async function recordStatusChange(
  tx: DbTransaction,
  change: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: StatusChangeActor | null },
): Promise<number> {
  const [row] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: change.orderId,
      fromStatus: change.from,
      toStatus: change.to,
      adminUserId: change.actor?.adminUserId ?? null,
      username: change.actor?.username ?? null,
    })
    .returning({ id: orderStatusHistory.id });
  return row!.id;
}
