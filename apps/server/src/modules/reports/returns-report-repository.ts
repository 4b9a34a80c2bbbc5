import { sql } from 'drizzle-orm';
import type { AdminReturnsReportResponse } from '@matjar/core';
import type { Db } from '@matjar/db';
import { within, type TimeWindow } from './reports-sql.js';

type Row = Record<string, string | number | null>;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * Returns recorded in a stretch of time (decision 048), on the day they were taken back: how many, their units
 * and value (at the price charged), the damaged units written off, the exchanges among them and the refunds
 * made with them at once; then by reason (as staff wrote it, trimmed and compared without case) and by product.
 */
export function createReturnsReportRepository(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute<Row>(query)).rows;
  return {
    async report(w: TimeWindow): Promise<Omit<AdminReturnsReportResponse, 'range'>> {
      const inRange = within(sql`r.created_at`, w);
      const [totals, byReason, byProduct] = await Promise.all([
        rows(sql`
          SELECT count(*) AS returns, sum(r.value) AS value,
            count(*) FILTER (WHERE r.kind = 'exchange') AS exchanges,
            coalesce(sum((SELECT sum(l.quantity) FROM order_return_lines l WHERE l.return_id = r.id)), 0) AS units,
            coalesce(sum((SELECT sum(l.quantity) FROM order_return_lines l
              WHERE l.return_id = r.id AND l.condition = 'damaged')), 0) AS damaged,
            coalesce(sum(f.amount) FILTER (WHERE f.status = 'succeeded'), 0) AS refunded
          FROM order_returns r LEFT JOIN refunds f ON f.id = r.refund_id WHERE ${inRange}`),
        rows(sql`
          SELECT min(r.reason) AS reason, count(DISTINCT r.id) AS returns, sum(l.quantity) AS units,
            sum(l.quantity * l.unit_price) AS value
          FROM order_returns r JOIN order_return_lines l ON l.return_id = r.id
          WHERE ${inRange} GROUP BY lower(btrim(r.reason))
          ORDER BY sum(l.quantity) DESC, min(r.reason) LIMIT 50`),
        rows(sql`
          SELECT i.product_id, min(i.product_name) AS name, min(i.product_name_en) AS name_en,
            sum(l.quantity) AS units,
            coalesce(sum(l.quantity) FILTER (WHERE l.condition = 'damaged'), 0) AS damaged,
            sum(l.quantity * l.unit_price) AS value
          FROM order_returns r JOIN order_return_lines l ON l.return_id = r.id
          JOIN order_items i ON i.id = l.order_item_id
          WHERE ${inRange} GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name END
          ORDER BY sum(l.quantity) DESC, min(i.product_name) LIMIT 50`),
      ]);
      const total = totals[0] ?? {};
      return {
        returns: n(total.returns),
        units: n(total.units),
        value: n(total.value),
        damaged_units: n(total.damaged),
        exchanges: n(total.exchanges),
        refunded: n(total.refunded),
        by_reason: byReason.map((row) => ({
          reason: String(row.reason),
          returns: n(row.returns),
          units: n(row.units),
          value: n(row.value),
        })),
        by_product: byProduct.map((row) => ({
          product_id: row.product_id === null ? null : n(row.product_id),
          name: String(row.name),
          name_en: row.name_en === null ? null : String(row.name_en),
          units: n(row.units),
          damaged_units: n(row.damaged),
          value: n(row.value),
        })),
      };
    },
  };
}
