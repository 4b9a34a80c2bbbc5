import { sql } from 'drizzle-orm';
import type { AdminCashRangeReportResponse, ReportCashFigures, ReportRange } from '@matjar/core';
import type { Db } from '@matjar/db';
import type { createReportDayCache } from './report-day-cache.js';
import { dohaDay, within, type TimeWindow } from './reports-sql.js';

type Row = Record<string, string | number | null>;
const NO_TIME: TimeWindow = { from: new Date(0), to: new Date(0) };

/** A window's cash recorded per Doha day and per driver or staff member who handed it in. */
const cashByDay = (w: TimeWindow) => sql`
  SELECT ${dohaDay(sql`cash_received_at`)} AS day, cash_received_driver_id AS driver_id,
    cash_received_by AS received_by, count(*) AS orders, sum(total_amount - gift_card_amount) AS expected,
    sum(cash_received_amount) AS collected,
    sum(greatest(total_amount - gift_card_amount - cash_received_amount, 0)) AS short,
    sum(greatest(cash_received_amount - (total_amount - gift_card_amount), 0)) AS over
  FROM orders WHERE ${within(sql`cash_received_at`, w)}
  GROUP BY 1, cash_received_driver_id, cash_received_by`;
const FIGURES = sql`sum(c.orders) AS orders, sum(c.expected) AS expected, sum(c.collected) AS collected,
  sum(c.short) AS short, sum(c.over) AS over`;
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
export function createCashRangeReportRepository(db: Db, cache: ReturnType<typeof createReportDayCache>) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute<Row>(query)).rows;
  return {
    async report(range: ReportRange, now: Date): Promise<Omit<AdminCashRangeReportResponse, 'range'>> {
      const { cached, live } = await cache.prepare('cash', range, sql`report_cash_days`, async (tx, w) => {
        await tx.execute(sql`
          INSERT INTO report_cash_days (day, driver_id, received_by, orders, expected, collected, short, over)
          ${cashByDay(w)}`);
      });
      // The cached days' rows and today's cash (orders_cash_received_idx), per day, per collector and in all;
      // a collector is named as the drivers list names them today.
      const grouped = rows(sql`
        WITH c AS (
          SELECT day, driver_id, received_by, orders, expected, collected, short, over FROM report_cash_days
          WHERE ${cached ? sql`day BETWEEN ${cached.from}::date AND ${cached.to}::date` : sql`false`}
          UNION ALL ${cashByDay(live ?? NO_TIME)}
        )
        SELECT to_char(c.day, 'YYYY-MM-DD') AS date,
          CASE WHEN c.driver_id IS NULL THEN 'staff' ELSE 'driver' END AS kind,
          coalesce(d.name, c.received_by, '') AS name, ${FIGURES},
          GROUPING(to_char(c.day, 'YYYY-MM-DD')) AS no_date,
          GROUPING(CASE WHEN c.driver_id IS NULL THEN 'staff' ELSE 'driver' END) AS no_kind
        FROM c LEFT JOIN drivers d ON d.id = c.driver_id
        GROUP BY GROUPING SETS ((1), (2, 3), ())`);
      const outstandingRows = rows(sql`
        SELECT CASE WHEN delivered >= ${new Date(now.getTime() - 86_400_000)} THEN 'upTo1Day'
            WHEN delivered >= ${new Date(now.getTime() - 7 * 86_400_000)} THEN 'upTo7Days'
            ELSE 'over7Days' END AS age,
          count(*) AS orders, sum(total_amount) AS amount
        FROM (
          SELECT o.total_amount - o.gift_card_amount AS total_amount, coalesce((SELECT max(h.created_at) FROM order_status_history h
              WHERE h.order_id = o.id AND h.to_status = 'delivered'), o.updated_at) AS delivered
          FROM orders o
          WHERE o.status = 'delivered' AND o.payment_method = 'cash' AND o.cash_received_at IS NULL
            AND o.archived_at IS NULL
        ) AS due GROUP BY 1`);
      const [all, outstanding] = await Promise.all([grouped, outstandingRows]);
      const total = all.find((row) => Number(row.no_date) === 1 && Number(row.no_kind) === 1);
      const days = all
        .filter((row) => Number(row.no_date) === 0)
        .sort((a, b) => String(a.date).localeCompare(String(b.date)));
      const collectors = all
        .filter((row) => Number(row.no_kind) === 0)
        .sort(
          (a, b) => Number(b.collected) - Number(a.collected) || String(a.name).localeCompare(String(b.name)),
        );
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
