import { sql } from 'drizzle-orm';
import type { ReportGroup, ReportSalesFigures } from '@matjar/core';
import type { Db } from '@matjar/db';
import {
  IS_CANCELLED_SALE,
  IS_REVENUE,
  IS_SALE,
  REVENUE_AMOUNT,
  REVENUE_AT,
  bucketOf,
  within,
  type TimeWindow,
} from './reports-sql.js';

type Row = Record<string, string | number | null>;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * Sales (counted when placed) and money received (core's revenue) for one window: three queries, each one
 * pass over its index range (orders by created_at, their lines, revenue by the instant it came in).
 */
export function createSalesReportRepository(db: Db) {
  const first = async (query: ReturnType<typeof sql>) => (await db.execute<Row>(query)).rows[0]!;

  return {
    async figures(w: TimeWindow): Promise<ReportSalesFigures> {
      const placed = await first(sql`
        SELECT count(*) FILTER (WHERE ${IS_SALE}) AS orders,
          sum(subtotal) FILTER (WHERE ${IS_SALE}) AS gross,
          sum(discount_amount) FILTER (WHERE ${IS_SALE}) AS discounts,
          sum(shipping_fee) FILTER (WHERE ${IS_SALE}) AS delivery,
          count(*) FILTER (WHERE ${IS_CANCELLED_SALE}) AS cancelled_orders,
          sum(total_amount) FILTER (WHERE ${IS_CANCELLED_SALE}) AS cancelled_value,
          count(*) FILTER (WHERE ${IS_SALE} AND payment_method = 'cash') AS cash_orders,
          sum(subtotal - discount_amount + shipping_fee) FILTER (WHERE ${IS_SALE} AND payment_method = 'cash') AS cash_sales,
          count(*) FILTER (WHERE ${IS_SALE} AND payment_method = 'online') AS card_orders,
          sum(subtotal - discount_amount + shipping_fee) FILTER (WHERE ${IS_SALE} AND payment_method = 'online') AS card_sales
        FROM orders WHERE ${within(sql`created_at`, w)}`);
      const lines = await first(sql`
        SELECT sum(i.quantity) AS units FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE ${within(sql`o.created_at`, w)} AND ${IS_SALE}`);
      const received = await first(sql`
        SELECT sum(${REVENUE_AMOUNT}) FILTER (WHERE payment_method = 'cash') AS cash,
          sum(${REVENUE_AMOUNT}) FILTER (WHERE payment_method = 'online') AS card
        FROM orders WHERE ${IS_REVENUE} AND ${within(REVENUE_AT, w)}`);
      const gross = n(placed.gross);
      const discounts = n(placed.discounts);
      const delivery = n(placed.delivery);
      return {
        orders: n(placed.orders),
        units: n(lines.units),
        gross_sales: gross,
        discounts,
        net_sales: gross - discounts,
        delivery_fees: delivery,
        total_sales: gross - discounts + delivery,
        cancelled_orders: n(placed.cancelled_orders),
        cancelled_value: n(placed.cancelled_value),
        cash_orders: n(placed.cash_orders),
        cash_sales: n(placed.cash_sales),
        card_orders: n(placed.card_orders),
        card_sales: n(placed.card_sales),
        received: n(received.cash) + n(received.card),
        received_cash: n(received.cash),
        received_card: n(received.card),
      };
    },

    /** Orders, net sales and money received per bucket; buckets with neither are absent. */
    async series(w: TimeWindow, group: ReportGroup) {
      const result = await db.execute<{ bucket: string; orders: string; net: string; received: string }>(sql`
        SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket, sum(orders) AS orders, sum(net) AS net,
          sum(received) AS received
        FROM (
          SELECT ${bucketOf(sql`created_at`, group)} AS bucket, count(*) AS orders,
            sum(subtotal - discount_amount) AS net, 0 AS received
            FROM orders WHERE ${IS_SALE} AND ${within(sql`created_at`, w)} GROUP BY 1
          UNION ALL
          SELECT ${bucketOf(REVENUE_AT, group)} AS bucket, 0, 0, sum(${REVENUE_AMOUNT})
            FROM orders WHERE ${IS_REVENUE} AND ${within(REVENUE_AT, w)} GROUP BY 1
        ) AS buckets GROUP BY bucket`);
      return result.rows.map((row) => ({
        bucket: row.bucket,
        orders: n(row.orders),
        net_sales: n(row.net),
        received: n(row.received),
      }));
    },
  };
}
