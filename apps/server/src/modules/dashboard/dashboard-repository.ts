import { sql, type SQL } from 'drizzle-orm';
import { DOHA_UTC_OFFSET_HOURS, PLACED_ORDER_SQL, REFUND_SQL, REVENUE_SQL } from '@matjar/core';
import type { Db } from '@matjar/db';

/** A stretch of time, from included, to excluded. */
export interface TimeWindow {
  from: Date;
  to: Date;
}
export interface MoneyRow {
  orders: number;
  amount: number;
}

// Core's revenue rule in SQL, unqualified over `orders`, so orders_revenue_at_idx (same expression) is used.
const COUNTS = sql.raw(REVENUE_SQL.counts);
const AMOUNT = sql.raw(REVENUE_SQL.amount);
const AT = sql.raw(REVENUE_SQL.at);
// Refunds take money back out on the day they were made (core's REFUND_SQL, over `refunds`).
const REFUNDED = sql.raw(REFUND_SQL.counts);
const REFUND_AMOUNT = sql.raw(REFUND_SQL.amount);
const REFUND_AT = sql.raw(REFUND_SQL.at);
/** Core's rule of what staff count as an order: cash, or a card order once paid (never an unpaid attempt). */
const PLACED = sql.raw(PLACED_ORDER_SQL);
/**
 * The Doha calendar day of an instant, as a date (Qatar keeps UTC+3 all year, so a fixed offset). A date, not
 * to_char's text: formatting every row cost three times the scan; the 30 groups are formatted at the end.
 */
const dohaDay = (instant: SQL) =>
  sql`(${instant} AT TIME ZONE 'UTC' + interval '${sql.raw(String(DOHA_UTC_OFFSET_HOURS))} hours')::date`;
const within = (column: SQL, w: TimeWindow) => sql`${column} >= ${w.from} AND ${column} < ${w.to}`;
const span = (windows: TimeWindow[]): TimeWindow => ({
  from: new Date(Math.min(...windows.map((w) => w.from.getTime()))),
  to: new Date(Math.max(...windows.map((w) => w.to.getTime()))),
});

/**
 * SQL for the dashboard's order figures; the service shapes them. Orders placed leave archived ones out (they
 * are out of every orders list); revenue keeps them (archiving hides an order, not the money it brought).
 */
export function createDashboardRepository(db: Db) {
  const first = async <T>(query: SQL) => (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;

  return {
    /** Orders placed and revenue in each window, in the order given. */
    async figures(windows: TimeWindow[]): Promise<{ orders: number; revenue: number }[]> {
      const all = span(windows);
      const placed = await first<Record<string, number>>(sql`
        SELECT ${sql.join(
          windows.map(
            (w, i) => sql`count(*) FILTER (WHERE ${within(sql`created_at`, w)})::int AS ${sql.raw(`w${i}`)}`,
          ),
          sql`, `,
        )}
        FROM orders WHERE archived_at IS NULL AND ${PLACED} AND ${within(sql`created_at`, all)}`);
      const revenue = await first<Record<string, number>>(sql`
        SELECT ${sql.join(
          windows.map(
            (w, i) =>
              sql`coalesce(sum(${AMOUNT}) FILTER (WHERE ${within(AT, w)}), 0)::bigint AS ${sql.raw(`w${i}`)}`,
          ),
          sql`, `,
        )}
        FROM orders WHERE ${COUNTS} AND ${within(AT, all)}`);
      const refunded = await first<Record<string, number>>(sql`
        SELECT ${sql.join(
          windows.map(
            (w, i) =>
              sql`coalesce(sum(${REFUND_AMOUNT}) FILTER (WHERE ${within(REFUND_AT, w)}), 0)::bigint AS ${sql.raw(`w${i}`)}`,
          ),
          sql`, `,
        )}
        FROM refunds WHERE ${REFUNDED} AND ${within(REFUND_AT, all)}`);
      // Net of refunds (core's netRevenue): what came in less what went back, each on its own day.
      return windows.map((_, i) => ({
        orders: Number(placed[`w${i}`]),
        revenue: Number(revenue[`w${i}`]) - Number(refunded[`w${i}`]),
      }));
    },

    /** Orders placed (live) and revenue per Doha day, from `since` on; days without either are absent. */
    async perDay(since: Date): Promise<{ date: string; orders: number; revenue: number }[]> {
      const result = await db.execute<{ date: string; orders: number; revenue: string }>(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(orders)::int AS orders, sum(revenue)::bigint AS revenue
        FROM (
          SELECT ${dohaDay(sql`created_at`)} AS day, count(*) AS orders, 0 AS revenue
            FROM orders WHERE archived_at IS NULL AND ${PLACED} AND created_at >= ${since} GROUP BY 1
          UNION ALL
          SELECT ${dohaDay(AT)} AS day, 0 AS orders, sum(${AMOUNT}) AS revenue
            FROM orders WHERE ${COUNTS} AND ${AT} >= ${since} GROUP BY 1
          UNION ALL
          SELECT ${dohaDay(REFUND_AT)} AS day, 0 AS orders, -sum(${REFUND_AMOUNT}) AS revenue
            FROM refunds WHERE ${REFUNDED} AND ${REFUND_AT} >= ${since} GROUP BY 1
        ) AS days GROUP BY day`);
      return result.rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
    },

    /**
     * Live active orders waiting for staff, card attempts still at the gateway (shown apart: not orders yet),
     * and cash still out with shoppers. "To confirm" is core's
     * paymentHold in SQL: a pending order that is cash or whose card payment completed.
     */
    async active(paymentOverdueBefore: Date) {
      const row = await first<{
        to_confirm: number;
        to_ship: number;
        payment_overdue: number;
        awaiting_payment: number;
        to_collect_orders: number;
        to_collect_amount: string;
      }>(sql`
        SELECT
          count(*) FILTER (WHERE status = 'pending'
            AND (payment_method = 'cash' OR payment_status = 'completed'))::int AS to_confirm,
          count(*) FILTER (WHERE status = 'confirmed')::int AS to_ship,
          count(*) FILTER (WHERE status = 'pending' AND payment_method = 'online'
            AND payment_status = 'pending' AND created_at < ${paymentOverdueBefore})::int AS payment_overdue,
          count(*) FILTER (WHERE status = 'pending' AND payment_method = 'online'
            AND payment_status = 'pending')::int AS awaiting_payment,
          count(*) FILTER (WHERE status = 'shipped' AND payment_method = 'cash')::int AS to_collect_orders,
          coalesce(sum(total_amount - gift_card_amount) FILTER (WHERE status = 'shipped' AND payment_method = 'cash'), 0)::bigint
            AS to_collect_amount
        FROM orders WHERE archived_at IS NULL AND status IN ('pending', 'confirmed', 'shipped')`);
      return { ...row, to_collect_amount: Number(row.to_collect_amount) };
    },

    /** Cash recorded as received in the window (archived orders too: the cash is in the till). */
    async cashReceived(window: TimeWindow): Promise<MoneyRow> {
      const row = await first<{ orders: number; amount: string }>(sql`
        SELECT count(*)::int AS orders, coalesce(sum(${AMOUNT}), 0)::bigint AS amount
        FROM orders WHERE ${COUNTS} AND ${within(AT, window)} AND payment_method = 'cash'`);
      return { orders: row.orders, amount: Number(row.amount) };
    },

    /** Delivered cash orders whose cash is not recorded yet (all orders' "awaiting cash" filter). */
    async cashNotRecorded(): Promise<MoneyRow> {
      const row = await first<{ orders: number; amount: string }>(sql`
        SELECT count(*)::int AS orders, coalesce(sum(total_amount - gift_card_amount), 0)::bigint AS amount
        FROM orders WHERE status = 'delivered' AND payment_method = 'cash'
          AND cash_received_at IS NULL AND archived_at IS NULL`);
      return { orders: row.orders, amount: Number(row.amount) };
    },

    /** Unread contact messages (the inbox's "unread" filter) and reviews waiting for moderation. */
    async waiting(): Promise<{ unread_messages: number; pending_reviews: number }> {
      return first(sql`
        SELECT (SELECT count(*)::int FROM contact_messages WHERE NOT is_read AND archived_at IS NULL)
            AS unread_messages,
          (SELECT count(*)::int FROM reviews WHERE status = 'pending') AS pending_reviews`);
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
