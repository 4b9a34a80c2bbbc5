import { sql, type SQL } from 'drizzle-orm';
import {
  normalizeForSearch,
  orderPeriodSince,
  parseOrderNumberQuery,
  type AdminOrderListQuery,
  type OrderStatus,
} from '@matjar/core';
import { likeAnywhere } from '../../sql/list-query.js';
import { searchTextPatterns } from '../../sql/search-text.js';

export type OrderListFilters = Omit<AdminOrderListQuery, 'page' | 'page_size'>;

/** Newest first; ties (one millisecond) by id. NULLS LAST as the indexes are built, so they serve the order. */
export const NEWEST_FIRST = sql`o.created_at DESC NULLS LAST, o.id DESC NULLS LAST`;
/** The same indexes read backwards. */
export const OLDEST_FIRST = sql`o.created_at ASC NULLS FIRST, o.id ASC NULLS FIRST`;

/** A delivered cash order whose cash is not yet marked received (served by orders_awaiting_cash_idx). */
export const AWAITING_CASH = sql`o.status = 'delivered' AND o.payment_method = 'cash' AND o.cash_received_at IS NULL`;

/** Cash recorded that differs from the amount due, short or over. */
export const CASH_DIFFERS = sql`(o.cash_received_at IS NOT NULL AND o.cash_received_amount <> o.total_amount)`;

/** A card order whose payment failed or was cancelled: never to fulfil, so off the active board. */
export const PAYMENT_ABANDONED = sql`o.payment_method = 'online' AND o.payment_status IN ('failed', 'cancelled')`;

/**
 * On the active board: live, pending, confirmed or shipped, and not abandoned at the card gateway.
 * Written as orders_board_idx's predicate, so the planner serves the board's pages and counts from it alone.
 */
export const ON_THE_BOARD = sql`o.archived_at IS NULL AND o.status IN ('pending', 'confirmed', 'shipped') AND NOT (${PAYMENT_ABANDONED})`;

/**
 * One column of the board: ON_THE_BOARD for one active status (the route's schema allows no other), without
 * the IN list the status implies (the planner still proves orders_board_idx's predicate from it). With both,
 * the planner multiplied their selectivities as if independent: it expected 112 of 1,739 shipped orders and
 * sorted them from another index (8–20 ms a page instead of 0.2).
 */
export function onBoardColumn(status: OrderStatus): SQL {
  return sql`o.archived_at IS NULL AND NOT (${PAYMENT_ABANDONED}) AND o.status = ${status}`;
}

/**
 * The order a query names by its short number (D20): '1001', '#1001' and '١٠٠١' find #1001 through the unique
 * index on short_number. Null when the query is not a number.
 */
export function shortNumberCondition(q: string): SQL | null {
  const shortNumber = parseOrderNumberQuery(q);
  return shortNumber === null ? null : sql`o.short_number = ${shortNumber}`;
}

/**
 * The search over orders.search_text (number, name and e-mail folded like core's normalizeForSearch, then the
 * phone's digits): the query folded the same way, and, when it reads as a phone number, also as core's
 * phoneKey makes it, so '+974 5555 0101', '٥٥٥٥ ٠١٠١' and '55550101' find the same order. One trigram index
 * serves both patterns; a query that is a short number also finds that order (shortNumberCondition).
 */
export function searchCondition(q: string): SQL | undefined {
  const patterns = searchTextPatterns(q).map((pattern) => sql`o.search_text LIKE ${pattern}`);
  const byNumber = shortNumberCondition(q);
  const conditions = byNumber ? [byNumber, ...patterns] : patterns;
  if (conditions.length === 0) return undefined;
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * A search for a caller who reads orders with the contact details masked (seesShopperContact): the order
 * number only. Searching names, e-mail addresses or phones would tell them who ordered all the same.
 */
function numberSearchCondition(q: string): SQL | undefined {
  const byShortNumber = shortNumberCondition(q);
  if (byShortNumber) return byShortNumber;
  const folded = normalizeForSearch(q);
  if (!folded) return undefined;
  const pattern = likeAnywhere(folded);
  // The trigram index finds the candidates; the number itself decides.
  return sql`(o.search_text LIKE ${pattern} AND lower(o.order_number) LIKE ${pattern})`;
}

/** How a caller may search: by contact details too, or by order number only (order-contact-view.ts). */
export interface OrderSearchScope {
  contact: boolean;
}

/** The all-orders list's WHERE over `orders o` (the CSV export applies the same one). */
export function orderListWhere(
  filters: OrderListFilters,
  now: Date,
  scope: OrderSearchScope = { contact: true },
): SQL {
  const where: SQL[] = [filters.archived ? sql`o.archived_at IS NOT NULL` : sql`o.archived_at IS NULL`];
  if (filters.status) where.push(sql`o.status = ${filters.status}`);
  if (filters.payment_status) where.push(sql`o.payment_status = ${filters.payment_status}`);
  // A declined or cancelled card attempt is not an order to staff (core's isPlacedOrder): listed only when
  // the payment-status filter asks for it, so a declined card followed by a cash order reads as one order.
  if (filters.payment_status !== 'failed' && filters.payment_status !== 'cancelled') {
    where.push(sql`NOT (${PAYMENT_ABANDONED})`);
  }
  if (filters.period) where.push(sql`o.created_at >= ${orderPeriodSince(filters.period, now).toISOString()}`);
  if (filters.awaiting_cash === true) where.push(AWAITING_CASH);
  if (filters.awaiting_cash === false) where.push(sql`NOT (${AWAITING_CASH})`);
  if (filters.cash_difference !== undefined) {
    where.push(filters.cash_difference ? CASH_DIFFERS : sql`NOT (${CASH_DIFFERS})`);
  }
  const search = filters.q
    ? scope.contact
      ? searchCondition(filters.q)
      : numberSearchCondition(filters.q)
    : undefined;
  if (search) where.push(search);
  return sql.join(where, sql` AND `);
}
