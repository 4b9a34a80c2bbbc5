import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_STATUSES,
  BOARD_COLUMN_PAGE,
  DOHA_UTC_OFFSET_HOURS,
  HISTORY_BOARD_LIMIT,
  HISTORY_STATUSES,
  type AdminBoardColumn,
  type AdminBoardColumnPage,
  type AdminOrderBoardResponse,
  type AwaitingCashDay,
  type OrderStatus,
} from '@matjar/core';
import { type Db, type DbHandle } from '@matjar/db';
import type { LargeCounts } from '../../sql/large-counts.js';
import { AWAITING_CASH, NEWEST_FIRST, ON_THE_BOARD, onBoardColumn } from './order-list-filters.js';
import {
  ORDER_SUMMARY_COLUMNS,
  createOrderListRepository,
  toOrderSummary,
  type RawOrderSummary,
} from './order-list-repository.js';

const inStatuses = (statuses: readonly string[]) =>
  sql`o.status IN (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The keyset cursor's instant, to the microsecond PostgreSQL keeps (a millisecond would repeat or skip cards). */
const CURSOR_AT = sql`to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function parseCursor(after: string): { at: string; id: number } {
  const [at, id] = after.split('~');
  return { at: at!, id: Number(id) };
}

/** How many orders each active column holds: one index-only count over orders_board_idx. */
async function columnCounts(db: Db): Promise<Map<string, number>> {
  const result = await db.execute<{ status: string; n: number }>(
    sql`SELECT o.status, count(*)::int AS n FROM orders o WHERE ${ON_THE_BOARD} GROUP BY o.status`,
  );
  return new Map(result.rows.map((row) => [row.status, row.n]));
}

/** Delivered cash orders awaiting their cash: their count and total, and per Doha day (newest day first). */
async function awaitingCash(db: Db): Promise<AdminOrderBoardResponse['awaiting_cash']> {
  const live = sql`o.archived_at IS NULL AND ${AWAITING_CASH}`;
  const result = await db.execute<{ day: string; count: number; total: number }>(
    // Doha keeps UTC+3 all year: a fixed offset, no time-zone database needed (core's doha-time.ts).
    sql`SELECT to_char((o.created_at AT TIME ZONE 'UTC') + make_interval(hours => ${DOHA_UTC_OFFSET_HOURS}),
          'YYYY-MM-DD') AS day,
        count(*)::int AS count, sum(o.total_amount - o.gift_card_amount)::bigint AS total
      FROM orders o WHERE ${live} GROUP BY 1 ORDER BY 1 DESC`,
  );
  const days: AwaitingCashDay[] = result.rows.map((row) => ({
    day: row.day,
    count: row.count,
    total: Number(row.total),
  }));
  return {
    count: days.reduce((sum, day) => sum + day.count, 0),
    days,
    total: days.reduce((sum, day) => sum + day.total, 0),
  };
}

/** SQL of the back office's order board. */
export function createOrderBoardRepository(db: DbHandle) {
  /**
   * One page of an active column, oldest first (the next to handle on top), after the cursor: read from
   * orders_board_idx alone, a page and one more row to know whether another page follows. No OFFSET: page 300
   * costs what page 1 does.
   */
  async function loadBoardColumnPage(status: OrderStatus, after?: string): Promise<AdminBoardColumnPage> {
    const where: SQL[] = [onBoardColumn(status)];
    if (after) {
      const cursor = parseCursor(after);
      where.push(sql`(o.created_at, o.id) > (${cursor.at}::timestamptz, ${cursor.id})`);
    }
    const result = await db.execute<RawOrderSummary & { cursor_at: string }>(
      sql`SELECT ${ORDER_SUMMARY_COLUMNS}, ${CURSOR_AT} AS cursor_at FROM orders o
        WHERE ${sql.join(where, sql` AND `)} ORDER BY o.created_at, o.id LIMIT ${BOARD_COLUMN_PAGE + 1}`,
    );
    const rows = result.rows.slice(0, BOARD_COLUMN_PAGE);
    const last = rows.at(-1);
    return {
      orders: rows.map(({ cursor_at: _cursor, ...row }) => toOrderSummary(row)),
      next_after: result.rows.length > BOARD_COLUMN_PAGE && last ? `${last.cursor_at}~${last.id}` : null,
    };
  }

  /**
   * The active-orders screen in one call, bounded whatever the number of orders: each active column's
   * count and first page (but the card orders whose payment failed or was cancelled: never to fulfil, in all
   * orders), the latest delivered and canceled ones with their count, and the cash still to collect as totals.
   * Archived orders are out of all of it. The queries run side by side. The history's total, tens of thousands
   * in a year and only named in a sentence ("N in all"), is kept a few seconds when large (`largeCounts`,
   * sql/large-counts.ts): at 100,000 orders counting it took 15 ms of the board's 20; the rest is index-only
   * (the column counts, 2 ms for 10,000 active orders) or a page read from an index.
   */
  async function loadOrderBoard(largeCounts?: LargeCounts): Promise<AdminOrderBoardResponse> {
    const history = sql`o.archived_at IS NULL AND ${inStatuses(HISTORY_STATUSES)}`;
    const countHistory = async () =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders o WHERE ${history}`)).rows[0]
        ?.n ?? 0;
    const [counts, pages, latest, counted, cash] = await Promise.all([
      columnCounts(db),
      Promise.all(ACTIVE_STATUSES.map((status) => loadBoardColumnPage(status))),
      createOrderListRepository(db).selectOrderSummaries(
        history,
        NEWEST_FIRST,
        sql`LIMIT ${HISTORY_BOARD_LIMIT}`,
      ),
      largeCounts ? largeCounts.count('board:history', countHistory) : countHistory(),
      awaitingCash(db),
    ]);
    const columns: AdminBoardColumn[] = ACTIVE_STATUSES.map((status, index) => ({
      status,
      count: counts.get(status) ?? 0,
      ...pages[index]!,
    }));
    return { columns, history: latest, history_total: counted, awaiting_cash: cash };
  }

  return { loadBoardColumnPage, loadOrderBoard };
}

export type OrderBoardRepository = ReturnType<typeof createOrderBoardRepository>;
