import { sql } from 'drizzle-orm';
import {
  ACTIVE_STATUSES,
  HISTORY_BOARD_LIMIT,
  HISTORY_STATUSES,
  dohaDate,
  type AdminOrderBoardResponse,
  type AdminOrderSummary,
  type AwaitingCashDay,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { AWAITING_CASH, NEWEST_FIRST, OLDEST_FIRST, PAYMENT_ABANDONED } from './order-list-filters.js';
import { selectOrderSummaries } from './order-list-repository.js';

const inStatuses = (statuses: readonly string[]) =>
  sql`o.status IN (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** Delivered cash orders awaiting their cash, totalled per Doha day of the order, newest day first. */
export function awaitingCashDays(orders: readonly AdminOrderSummary[]): AwaitingCashDay[] {
  const days = new Map<string, AwaitingCashDay>();
  for (const order of orders) {
    const day = dohaDate(new Date(order.created_at));
    const entry = days.get(day) ?? { day, count: 0, total: 0 };
    entry.count += 1;
    entry.total += order.total_amount;
    days.set(day, entry);
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/**
 * The active-orders screen in one call: every active order oldest first (the next to handle on top) but the
 * card orders whose payment failed or was cancelled (never to fulfil; in all orders), the
 * latest delivered and canceled ones with their count, and the cash still to collect. Archived orders are
 * out of all of it.
 */
export async function loadOrderBoard(db: Db): Promise<AdminOrderBoardResponse> {
  const live = sql`o.archived_at IS NULL`;
  const history = sql`${live} AND ${inStatuses(HISTORY_STATUSES)}`;
  const active = await selectOrderSummaries(
    db,
    sql`${live} AND ${inStatuses(ACTIVE_STATUSES)} AND NOT (${PAYMENT_ABANDONED})`,
    OLDEST_FIRST,
  );
  const latest = await selectOrderSummaries(db, history, NEWEST_FIRST, sql`LIMIT ${HISTORY_BOARD_LIMIT}`);
  const counted = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM orders o WHERE ${history}`,
  );
  const awaiting = await selectOrderSummaries(db, sql`${live} AND ${AWAITING_CASH}`, NEWEST_FIRST);
  return {
    active,
    history: latest,
    history_total: counted.rows[0]?.n ?? 0,
    awaiting_cash: {
      orders: awaiting,
      days: awaitingCashDays(awaiting),
      total: awaiting.reduce((sum, order) => sum + order.total_amount, 0),
    },
  };
}
