import { sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery, AdminOrderSummary } from '@matjar/core';
import type { Db } from '@matjar/db';
import { countMatches, iso, isoOrNull, pageSlice, pageTotal, type Instant } from '../../sql/list-query.js';
import { NEWEST_FIRST, orderListWhere, type OrderSearchScope } from './order-list-filters.js';

/** The columns of one list row or board card, over `orders o`. */
export const ORDER_SUMMARY_COLUMNS = sql`o.id, o.order_number, o.created_at, o.status, o.payment_method,
  o.payment_status, o.customer_name, o.customer_email, o.customer_phone, o.shipping_city, o.total_amount,
  o.is_gift_card_order, o.locale, o.cash_received_at, o.archived_at,
  (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count`;

export type RawOrderSummary = Omit<
  AdminOrderSummary,
  'created_at' | 'cash_received_at' | 'archived_at' | 'contact_masked'
> & {
  created_at: Instant;
  cash_received_at: Instant | null;
  archived_at: Instant | null;
};

export function toOrderSummary(row: RawOrderSummary): AdminOrderSummary {
  return {
    ...row,
    created_at: iso(row.created_at),
    cash_received_at: isoOrNull(row.cash_received_at),
    archived_at: isoOrNull(row.archived_at),
    // As stored; the routes mask it for a caller who does not handle orders (order-contact-view.ts).
    contact_masked: false,
  };
}

/** Summaries of `orders o` matching `where`, in `order`; `tail` is LIMIT/OFFSET (or nothing). */
export async function selectOrderSummaries(db: Db, where: SQL, order: SQL, tail: SQL = sql``) {
  const result = await db.execute<RawOrderSummary>(
    sql`SELECT ${ORDER_SUMMARY_COLUMNS} FROM orders o WHERE ${where} ORDER BY ${order} ${tail}`,
  );
  return result.rows.map(toOrderSummary);
}

/** Summaries of the given orders, in the given order. */
async function summariesOf(db: Db, ids: readonly number[]): Promise<AdminOrderSummary[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await selectOrderSummaries(db, sql`o.id IN (${list})`, sql`o.id`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the all-orders list and the number of matches. The page's ids come first, from the index
 * alone where it can (a deep page skips tens of thousands of entries, which must not each compute a row),
 * then only those orders are read in full. A search counts in the same pass as it finds (a window over the
 * matches); without one, the count is an index scan of its own.
 */
export async function listAdminOrders(
  db: Db,
  query: AdminOrderListQuery,
  now: Date,
  scope?: OrderSearchScope,
): Promise<{ orders: AdminOrderSummary[]; total: number }> {
  const where = orderListWhere(query, now, scope);
  const tail = pageSlice(query);
  const count = () => countMatches(db, sql`orders o`, where);
  if (query.q) {
    const found = await db.execute<{ id: number; total: number }>(sql`
      SELECT o.id, count(*) OVER ()::int AS total FROM orders o WHERE ${where} ORDER BY ${NEWEST_FIRST} ${tail}`);
    const total = await pageTotal(found.rows[0], query.page, count);
    return {
      orders: await summariesOf(
        db,
        found.rows.map((row) => row.id),
      ),
      total,
    };
  }
  const found = await db.execute<{ id: number }>(
    sql`SELECT o.id FROM orders o WHERE ${where} ORDER BY ${NEWEST_FIRST} ${tail}`,
  );
  const total = await count();
  return {
    orders: await summariesOf(
      db,
      found.rows.map((row) => row.id),
    ),
    total,
  };
}
