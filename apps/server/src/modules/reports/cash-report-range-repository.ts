import { sql } from 'drizzle-orm';
import type { AdminCashRangeReportResponse, ReportCashFigures } from '@matjar/core';
import type { Db } from '@matjar/db';
import { dohaDay, within, type TimeWindow } from './reports-sql.js';

type Row = Record<string, string | number | null>;
const FIGURES = sql`count(*) AS orders, sum(total_amount) AS expected, sum(cash_received_amount) AS collected,
  sum(greatest(total_amount - cash_received_amount, 0)) AS short,
  sum(greatest(cash_received_amount - total_amount, 0)) AS over`;
const figures = (row: Row): ReportCashFigures => ({
  orders: Number(row.orders ?? 0),
  expected: Number(row.expected ?? 0),
  collected: Number(row.collected ?? 0),
  short: Number(row.short ?? 0),
  over: Number(row.over ?? 0),
});

/**
 * Cash on delivery over a range (decision 020's reconciliation): the cash recorded in it by its Doha day and by
 * who handed it in, and — as of now — the delivered cash still out, by days since delivery.
 */
export function createCashRangeReportRepository(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute<Row>(query)).rows;
  return {
    async report(w: TimeWindow, now: Date): Promise<Omit<AdminCashRangeReportResponse, 'range'>> {
      const inRange = within(sql`cash_received_at`, w);
      const [total] = await rows(sql`SELECT ${FIGURES} FROM orders WHERE ${inRange}`);
      const days = await rows(sql`
        SELECT to_char(${dohaDay(sql`cash_received_at`)}, 'YYYY-MM-DD') AS date, ${FIGURES}
        FROM orders WHERE ${inRange} GROUP BY 1 ORDER BY 1`);
      const collectors = await rows(sql`
        SELECT CASE WHEN cash_received_driver_id IS NULL THEN 'staff' ELSE 'driver' END AS kind,
          coalesce(d.name, o.cash_received_by, '') AS name, ${FIGURES}
        FROM (SELECT * FROM orders WHERE ${inRange}) AS o LEFT JOIN drivers d ON d.id = o.cash_received_driver_id
        GROUP BY 1, 2 ORDER BY sum(cash_received_amount) DESC, 2`);
      const outstanding = await rows(sql`
        SELECT CASE WHEN delivered >= ${new Date(now.getTime() - 86_400_000)} THEN 'upTo1Day'
            WHEN delivered >= ${new Date(now.getTime() - 7 * 86_400_000)} THEN 'upTo7Days'
            ELSE 'over7Days' END AS age,
          count(*) AS orders, sum(total_amount) AS amount
        FROM (
          SELECT o.total_amount, coalesce((SELECT max(h.created_at) FROM order_status_history h
              WHERE h.order_id = o.id AND h.to_status = 'delivered'), o.updated_at) AS delivered
          FROM orders o
          WHERE o.status = 'delivered' AND o.payment_method = 'cash' AND o.cash_received_at IS NULL
            AND o.archived_at IS NULL
        ) AS due GROUP BY 1`);
      const ages = ['upTo1Day', 'upTo7Days', 'over7Days'] as const;
      return {
        collected: figures(total ?? {}),
        days: days.map((row) => ({ date: String(row.date), ...figures(row) })),
        collectors: collectors.map((row) => ({
          kind: row.kind === 'driver' ? ('driver' as const) : ('staff' as const),
          name: String(row.name),
          ...figures(row),
        })),
        outstanding: ages.map((age) => {
          const row = outstanding.find((r) => r.age === age);
          return { age, orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) };
        }),
      };
    },
  };
}
