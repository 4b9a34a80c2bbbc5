import { ACTIVE_STATUSES, HISTORY_PREVIEW, type AdminOrderSummary, type OrderStatus } from '@matjar/core';

export interface BoardColumn {
  status: OrderStatus;
  orders: AdminOrderSummary[];
}

/**
 * The active orders in one column per active status (pending, confirmed, shipped, in the machine's order),
 * each keeping the server's order (oldest first: the next to handle on top). A column shows even when empty
 * so the board keeps its shape.
 */
export function boardColumns(active: readonly AdminOrderSummary[]): BoardColumn[] {
  return ACTIVE_STATUSES.map((status) => ({
    status,
    orders: active.filter((order) => order.status === status),
  }));
}

export interface HistoryView {
  rows: AdminOrderSummary[];
  /** How many more "show more" would add (0: no button). */
  hidden: number;
  /** Whether "show less" applies. */
  collapsible: boolean;
}

/** The history table: the latest HISTORY_PREVIEW (back-office §9), or all the board loaded when expanded. */
export function historyView(history: readonly AdminOrderSummary[], expanded: boolean): HistoryView {
  const overflow = Math.max(0, history.length - HISTORY_PREVIEW);
  if (expanded) return { rows: [...history], hidden: 0, collapsible: overflow > 0 };
  return { rows: history.slice(0, HISTORY_PREVIEW), hidden: overflow, collapsible: false };
}
