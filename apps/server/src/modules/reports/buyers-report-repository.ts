import { sql } from 'drizzle-orm';
import {
  REPORT_TOP_CUSTOMERS,
  type AdminCouponsReportResponse,
  type AdminCustomersReportResponse,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { IS_SALE, within, type TimeWindow } from './reports-sql.js';

type Row = Record<string, string | number | null>;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/** Coupons and customers over the range's sales (core's SALES_SQL). */
export function createBuyersReportRepository(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute<Row>(query)).rows;
  return {
    async coupons(w: TimeWindow): Promise<AdminCouponsReportResponse['rows']> {
      const result = await rows(sql`
        SELECT coupon_code AS code, count(*) AS uses, sum(discount_amount) AS discount,
          sum(subtotal - discount_amount) AS net
        FROM orders WHERE ${within(sql`created_at`, w)} AND ${IS_SALE} AND coupon_code IS NOT NULL
        GROUP BY coupon_code ORDER BY sum(subtotal - discount_amount) DESC, coupon_code`);
      return result.map((row) => ({
        code: String(row.code),
        uses: n(row.uses),
        discount: n(row.discount),
        net_sales: n(row.net),
      }));
    },

    async customers(w: TimeWindow): Promise<Omit<AdminCustomersReportResponse, 'range'>> {
      const buyersOf = sql`
        SELECT customer_id, count(*) AS orders, sum(subtotal - discount_amount) AS net
        FROM orders WHERE ${within(sql`created_at`, w)} AND ${IS_SALE} AND customer_id IS NOT NULL
        GROUP BY customer_id`;
      // One statement: the range's buyers in one pass (orders_buyers_idx), read by both answers below (MATERIALIZED);
      // new buyers are the customers whose first sale (customers.first_sale_at, kept by a trigger) is in range.
      const [answer] = await rows(sql`
        WITH b AS MATERIALIZED (${buyersOf}),
        top AS (
          SELECT c.id, trim(c.first_name || ' ' || c.last_name) AS name, t.orders, t.net
          FROM (SELECT * FROM b ORDER BY net DESC, customer_id LIMIT ${REPORT_TOP_CUSTOMERS}) AS t
          JOIN customers c ON c.id = t.customer_id
        )
        SELECT (SELECT count(*) FROM b) AS buyers, (SELECT sum(orders) FROM b) AS orders,
          (SELECT count(*) FROM customers WHERE ${within(sql`first_sale_at`, w)}) AS new_buyers,
          (SELECT json_agg(t ORDER BY t.net DESC, t.id) FROM top t) AS top`);
      const summary = answer;
      const top = (answer?.top ?? []) as unknown as Row[];
      const buyers = n(summary?.buyers);
      const newBuyers = n(summary?.new_buyers);
      return {
        buyers,
        new_buyers: newBuyers,
        returning_buyers: buyers - newBuyers,
        orders: n(summary?.orders),
        top: top.map((row) => ({
          id: n(row.id),
          name: String(row.name),
          orders: n(row.orders),
          net_sales: n(row.net),
        })),
      };
    },
  };
}
