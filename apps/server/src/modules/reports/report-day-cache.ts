import { sql, type SQL } from 'drizzle-orm';
import { dohaDate, reportRangeWindow, shiftDays, type ReportRange } from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import type { TimeWindow } from './reports-sql.js';

/** The reports whose whole past days are cached (decision 028). */
export type CachedReport = 'sales' | 'products' | 'cash';

/**
 * What a day's cached rows hold, per report: raise a report's number whenever that changes (a new figure, a
 * new rule), and every day of it is computed again instead of read with the old meaning.
 */
// sales 3: refunds by method and net received (decision 045). sales 4: returned value counts goods back from
// part returns too, at the lines' value (decision 048).
const FORMAT: Record<CachedReport, number> = { sales: 4, products: 1, cash: 1 };

/** A range cut in two: the days read from the cache, then the ones read from the orders as they are. */
export interface CacheSplit {
  cached: ReportRange | null;
  live: TimeWindow | null;
}

/**
 * A day is cached once it ended an hour ago. The triggers leave today alone (its row would be every new
 * order's queue); an order written just before midnight whose transaction commits just after is still seen,
 * because nothing caches that day until an hour has passed.
 */
const SETTLED_MS = 60 * 60 * 1000;

/** How a report computes some whole days into its cache table, inside the cache's transaction. */
export type FillDays = (tx: DbTransaction, window: TimeWindow) => Promise<void>;

interface StaleDay {
  day: string;
  version: number;
}

/** Consecutive days, so each run is one query over its window. */
function runsOf(stale: readonly StaleDay[]): StaleDay[][] {
  const runs: StaleDay[][] = [];
  for (const entry of stale) {
    const run = runs.at(-1);
    if (run && shiftDays(run.at(-1)!.day, 1) === entry.day) run.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/**
 * The day cache (decision 028). `prepare` makes every settled day of a range hold the report's figures at the
 * day's current version — computing the days that lack them, a run of consecutive days at a time — and says
 * which days to read from the cache and which window to read live. The version is read before the figures are
 * computed, so figures are never older than the version they are stored under; a change committed meanwhile
 * bumps the version again and the next report computes that day anew.
 */
export function createReportDayCache(db: Db, now: () => Date) {
  return {
    async prepare(report: CachedReport, range: ReportRange, table: SQL, fill: FillDays): Promise<CacheSplit> {
      const lastSettled = shiftDays(dohaDate(new Date(now().getTime() - SETTLED_MS)), -1);
      const cachedTo = range.to < lastSettled ? range.to : lastSettled;
      const cached = range.from <= cachedTo ? { from: range.from, to: cachedTo } : null;
      const liveFrom = cached ? shiftDays(cachedTo, 1) : range.from;
      const live = liveFrom <= range.to ? reportRangeWindow({ from: liveFrom, to: range.to }) : null;
      if (!cached) return { cached, live };
      const key = `${report}@${FORMAT[report]}`;

      const stale = await db.execute<{ day: string; version: number }>(sql`
        SELECT to_char(g.day, 'YYYY-MM-DD') AS day, coalesce(v.version, 0) AS version
        FROM generate_series(${cached.from}::date, ${cached.to}::date, interval '1 day') AS g(day)
        LEFT JOIN report_day_versions v ON v.day = g.day::date
        LEFT JOIN report_cached_days m ON m.report = ${key} AND m.day = g.day::date
        WHERE m.version IS DISTINCT FROM coalesce(v.version, 0)
        ORDER BY 1`);
      for (const run of runsOf(stale.rows)) {
        const from = run[0]!.day;
        const to = run.at(-1)!.day;
        await db.transaction(async (tx) => {
          // One writer per report at a time: two filling the same day would both insert its rows.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`report-day-cache:${report}`}))`);
          await tx.execute(sql`DELETE FROM ${table} WHERE day BETWEEN ${from}::date AND ${to}::date`);
          await fill(tx, reportRangeWindow({ from, to }));
          await tx.execute(sql`
            INSERT INTO report_cached_days (report, day, version)
            SELECT ${key}, t.day, t.version
            FROM unnest(${`{${run.map((d) => d.day).join(',')}}`}::date[],
              ${`{${run.map((d) => d.version).join(',')}}`}::int[]) AS t(day, version)
            ON CONFLICT (report, day) DO UPDATE SET version = excluded.version`);
        });
      }
      return { cached, live };
    },
  };
}
