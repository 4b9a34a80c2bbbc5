import type { OrderStatus } from '@matjar/core';
import { sql, type SQL } from 'drizzle-orm';
import type { DbTransaction } from '@matjar/db';

/**
 * Who moved an order: a staff member, a driver at the door (no account: adminUserId null, their name), or null
 * for the system (order creation, payment outcome, expiry).
 */
export interface StatusChangeActor {
  adminUserId: number | null;
  username: string;
}

type StatusChange = {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: StatusChangeActor | null;
  /** The staff member's reason (a return's, decision 027); null otherwise. */
  reason?: string | null;
};

const TIMELINE_COLUMNS = sql`order_status_history (order_id, from_status, to_status, admin_user_id, username, reason)`;

/** One timeline row's values, typed (a SELECT list, unlike VALUES, takes no type from the columns). */
const timelineValues = (change: StatusChange) =>
  sql`${change.orderId}::int, ${change.from}::text, ${change.to}::text, ${change.actor?.adminUserId ?? null}::int,
      ${change.actor?.username ?? null}::text, ${change.reason ?? null}::text`;

/** The INSERT of one timeline row, for a statement that writes it with other rows (create-order's lines). */
export function statusChangeInsert(change: StatusChange): SQL {
  return sql`INSERT INTO ${TIMELINE_COLUMNS} VALUES (${timelineValues(change)})`;
}

/**
 * The INSERT of timeline rows each written only when its `when` holds: a condition over the statement's own
 * CTEs (the status an UPDATE replaced, the one it set), so a status change and its timeline rows are one
 * statement. Rows are written in the order given (their ids, which order a timeline's rows of one instant).
 */
export function statusChangesInsertWhen(rows: readonly { change: StatusChange; when: SQL }[]): SQL {
  const steps = rows.map(
    ({ change, when }, step) => sql`SELECT ${step}::int, ${timelineValues(change)} WHERE ${when}`,
  );
  return sql`INSERT INTO ${TIMELINE_COLUMNS}
    SELECT order_id, from_status, to_status, admin_user_id, username, reason
    FROM (${sql.join(steps, sql` UNION ALL `)})
      AS changes (step, order_id, from_status, to_status, admin_user_id, username, reason)
    ORDER BY step`;
}

/**
 * Writes one row of an order's timeline in the transaction that changes the status, so the timeline holds
 * every change exactly when the order does. `from` null marks the order's creation. Returns the row's id
 * (the status e-mail's dedupe key names it: one e-mail per change).
 */
export async function recordStatusChange(tx: DbTransaction, change: StatusChange): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`${statusChangeInsert(change)} RETURNING id`);
  return result.rows[0]!.id;
}
