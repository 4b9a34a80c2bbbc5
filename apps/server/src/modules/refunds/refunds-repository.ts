import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminRefund } from '@matjar/core';
import { drivers, refunds, type Db, type DbTransaction } from '@matjar/db';

export type RefundRow = typeof refunds.$inferSelect;

/** One order's refunds as the order page lists them, oldest first, with who paid a cash refund back. */
export async function refundsOfOrder(db: Db | DbTransaction, orderId: number): Promise<AdminRefund[]> {
  const rows = await db
    .select({ refund: refunds, driverName: drivers.name })
    .from(refunds)
    .leftJoin(drivers, eq(drivers.id, refunds.cashPaidByDriverId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ refund, driverName }) => toAdminRefund(refund, driverName));
}

export function toAdminRefund(refund: RefundRow, driverName: string | null): AdminRefund {
  return {
    id: refund.id,
    method: refund.method,
    status: refund.status,
    amount: refund.amount,
    reason: refund.reason,
    gateway: refund.gateway,
    reference: refund.gatewayRefundId,
    failure_reason: refund.failureReason,
    attempts: refund.attempts,
    cash_how: refund.cashHow,
    paid_by: refund.method === 'cash' ? (driverName ?? refund.cashPaidBy) : null,
    username: refund.username,
    created_at: refund.createdAt.toISOString(),
    settled_at: refund.settledAt?.toISOString() ?? null,
  };
}

/** What has gone back (succeeded) and what is on its way (pending) for an order, in dirhams. */
export async function refundTotals(
  tx: Db | DbTransaction,
  orderId: number,
  exceptId?: number,
): Promise<{ refunded: number; pending: number }> {
  const [row] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
      pending: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'pending'), 0)::int`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        exceptId === undefined ? undefined : sql`${refunds.id} <> ${exceptId}`,
      ),
    );
  return { refunded: row?.refunded ?? 0, pending: row?.pending ?? 0 };
}

export async function lockRefund(tx: DbTransaction, orderId: number, refundId: number) {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)))
    .for('update');
  return row;
}
