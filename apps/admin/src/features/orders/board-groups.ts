import { HISTORY_PREVIEW, type AdminOrderSummary } from '@matjar/core';

/**
 * A column's cards: the first page the board brought, then each page "show more" fetched, oldest first. An
 * order that moved while the pages were read may come twice (a colleague moved it back): it shows once.
 */
export function columnCards(
  first: readonly AdminOrderSummary[],
  more: readonly { orders: readonly AdminOrderSummary[] }[] = [],
): AdminOrderSummary[] {
  const seen = new Set<number>();
  const cards: AdminOrderSummary[] = [];
  for (const order of [...first, ...more.flatMap((page) => page.orders)]) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    cards.push(order);
  }
  return cards;
}

/** How many of a column's orders are not on screen yet ("show more (N)"). */
export function columnRemaining(count: number, shown: number): number {
  return Math.max(0, count - shown);
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
