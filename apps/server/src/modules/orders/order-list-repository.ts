import { sql, type SQL } from 'drizzle-orm';
import {
  paidAmount,
  paymentState,
  serialSearchKey,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type DeliveryFailureReason,
} from '@matjar/core';
import { type Db, type DbHandle } from '@matjar/db';
import { type LargeCounts } from '../../sql/large-counts.js';
import { countMatches, iso, isoOrNull, likeAnywhere, pageSlice, type Instant } from '../../sql/list-query.js';
import { windowOfOrder } from '../delivery/index.js';
import { NEWEST_FIRST, orderListWhere, type OrderSearchScope } from './order-list-filters.js';

/** The columns of one list row or board card, over `orders o`. */
export const ORDER_SUMMARY_COLUMNS = sql`o.id, o.order_number, o.short_number, o.created_at, o.status, o.payment_method,
  o.payment_status, o.customer_name, o.customer_email, o.customer_phone, o.shipping_city, o.total_amount,
  o.is_gift_card_order, o.locale, o.cash_received_at, o.archived_at, o.refunded_amount, o.returned_value,
  CASE WHEN o.cash_received_at IS NULL THEN NULL
    ELSE o.cash_received_amount - (o.total_amount - o.gift_card_amount) END AS cash_difference, o.gift_card_amount,
  o.driver_id, (SELECT d.name FROM drivers d WHERE d.id = o.driver_id) AS driver_name,
  (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
  to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_window_start, o.delivery_window_end,
  o.delivery_failed_reason, o.delivery_failed_at`;

export type RawOrderSummary = Omit<
  AdminOrderSummary,
  | 'created_at'
  | 'cash_received_at'
  | 'archived_at'
  | 'contact_masked'
  | 'payment_state'
  | 'driver'
  | 'delivery_window'
  | 'delivery_failed'
> & {
  delivery_date: string | null;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  delivery_failed_reason: DeliveryFailureReason | null;
  delivery_failed_at: Instant | null;
  driver_id: number | null;
  driver_name: string | null;
  created_at: Instant;
  cash_received_at: Instant | null;
  archived_at: Instant | null;
};

export function toOrderSummary({
  driver_id,
  driver_name,
  delivery_date,
  delivery_window_start,
  delivery_window_end,
  delivery_failed_reason,
  delivery_failed_at,
  ...row
}: RawOrderSummary): AdminOrderSummary {
  const cashReceivedAt = isoOrNull(row.cash_received_at);
  return {
    ...row,
    // The window the shopper booked (decision 034) and a driver's failed attempt (decision 053), when there are.
    ...windowOfSummary(delivery_date, delivery_window_start, delivery_window_end),
    ...(delivery_failed_reason && delivery_failed_at
      ? { delivery_failed: { reason: delivery_failed_reason, at: iso(delivery_failed_at) } }
      : {}),
    created_at: iso(row.created_at),
    cash_received_at: cashReceivedAt,
    payment_state: paymentState({
      ...row,
      cash_received_at: cashReceivedAt,
      paid_amount: paidAmount({
        ...row,
        cash_received_amount:
          row.cash_difference === null ? null : row.total_amount - row.gift_card_amount + row.cash_difference,
      }),
    }),
    driver: driver_id === null ? null : { id: driver_id, name: driver_name ?? '' },
    archived_at: isoOrNull(row.archived_at),
    // As stored; the routes mask it for a caller who does not handle orders (order-contact-view.ts).
    contact_masked: false,
  };
}

function windowOfSummary(date: string | null, start: string | null, end: string | null) {
  const window = windowOfOrder({ deliveryDate: date, deliveryWindowStart: start, deliveryWindowEnd: end });
  return window ? { delivery_window: window } : {};
}

/** Summaries of the given orders, in the given order. */
async function summariesOf(db: DbHandle, ids: readonly number[]): Promise<AdminOrderSummary[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await createOrderListRepository(db).selectOrderSummaries(sql`o.id IN (${list})`, sql`o.id`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The serials of the page's orders that contain the searched key, on each order's row. */
async function attachMatchedSerials(db: Db, orders: AdminOrderSummary[], key: string): Promise<void> {
  const matched = await db.execute<{ order_id: number; serial: string; returned: boolean }>(sql`
    SELECT s.order_id, s.serial, s.returned_at IS NOT NULL AS returned FROM order_item_serials s
    WHERE s.order_id = ANY (${`{${orders.map((o) => o.id).join(',')}}`}::int[])
      AND s.serial LIKE ${likeAnywhere(key)}
    ORDER BY s.id`);
  for (const order of orders) {
    const own = matched.rows.filter((row) => Number(row.order_id) === order.id);
    if (own.length > 0) {
      order.matched_serials = own.map((row) => ({ serial: row.serial, returned: Boolean(row.returned) }));
    }
  }
}

/** SQL of the back office's order list. */
export function createOrderListRepository(db: DbHandle) {
  /** Summaries of `orders o` matching `where`, in `order`; `tail` is LIMIT/OFFSET (or nothing). */
  async function selectOrderSummaries(where: SQL, order: SQL, tail: SQL = sql``) {
    const result = await db.execute<RawOrderSummary>(
      sql`SELECT ${ORDER_SUMMARY_COLUMNS} FROM orders o WHERE ${where} ORDER BY ${order} ${tail}`,
    );
    return result.rows.map(toOrderSummary);
  }

  /**
   * One page of the all-orders list and the number of matches. The page's ids come first, from the indexes
   * alone where they can (a deep page skips tens of thousands of entries, which must not each compute a row),
   * then only those orders are read in full. A short page ends the list, so it gives the total; otherwise the
   * matches are counted in a query of their own, which the planner serves from the indexes (index-only over the
   * live partial ones; a search, a bitmap over orders_search_trgm_idx). Counting in the page's query instead
   * (count(*) OVER ()) made a search read every match in date order through the orders themselves: 45–60 ms for
   * a name 1 order in 10 bears, at 100,000 orders on PostgreSQL. A large count is kept a few seconds
   * (`counts`, sql/large-counts.ts).
   */
  async function listAdminOrders(
    query: AdminOrderListQuery,
    now: Date,
    scope?: OrderSearchScope,
    counts?: LargeCounts,
  ): Promise<{ orders: AdminOrderSummary[]; total: number }> {
    const where = orderListWhere(query, now, scope);
    const found = await db.execute<{ id: number }>(
      sql`SELECT o.id FROM orders o WHERE ${where} ORDER BY ${NEWEST_FIRST} ${pageSlice(query)}`,
    );
    const ids = found.rows.map((row) => row.id);
    const lastPage = ids.length < query.page_size && (ids.length > 0 || query.page === 1);
    const count = () => countMatches(db, sql`orders o`, where);
    // The filter without its page is the count's key; a period's bounds move with the clock, within the
    // ten seconds a large count is kept.
    const { page: _page, page_size: _size, ...filter } = query;
    const total = lastPage
      ? (query.page - 1) * query.page_size + ids.length
      : await (counts ? counts.count(JSON.stringify([filter, scope ?? null]), count) : count());
    const orders = await summariesOf(db, ids);
    const key = query.q ? serialSearchKey(query.q) : null;
    if (key !== null && ids.length > 0) await attachMatchedSerials(db, orders, key);
    return { orders, total };
  }

  return { selectOrderSummaries, listAdminOrders };
}

export type OrderListRepository = ReturnType<typeof createOrderListRepository>;
