import { sql, type SQL } from 'drizzle-orm';
import type { OrderChange } from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { CHANNELS } from './channels.js';

/**
 * Announces that an order changed ("live board and order page"), inside the transaction that changed
 * it: the payload is read from the row as the transaction leaves it, so it says the status and payment the
 * change made, and it goes out only if the change commits. Small by design — id, number, what changed, status,
 * payment, archive mark, version (updated_at to the microsecond) — and with no contact details, so every role
 * that reads orders may receive it (OrderChangedEvent in core).
 */
export async function notifyOrderChanged(
  tx: DbTransaction | Db,
  orderId: number,
  change: OrderChange,
): Promise<void> {
  await tx.execute(sql`SELECT ${orderChangedNotice(change)} FROM orders o WHERE o.id = ${orderId}`);
}

/**
 * The pg_notify call of notifyOrderChanged, over the order row aliased `o` (`… FROM orders o WHERE o.id = …`),
 * for a statement that announces other things with it (a paid card order's).
 */
export function orderChangedNotice(change: OrderChange): SQL {
  return sql`pg_notify(${CHANNELS.orderChanged}, json_build_object(
      'id', o.id,
      'order_number', o.order_number,
      'change', ${change}::text,
      'status', o.status,
      'payment_status', o.payment_status,
      'archived', o.archived_at IS NOT NULL,
      'version', to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
    )::text)`;
}
