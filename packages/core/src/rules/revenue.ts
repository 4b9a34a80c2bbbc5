import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.js';

/**
 * Revenue, defined once (decision 019): the money the shop has. A card order counts its total once
 * its payment completed, unless it was canceled (that money goes back); a cash order counts the cash staff
 * recorded as received, whatever its total. An unpaid card order never counts; an archived order counts like
 * any other (archiving hides an order from the lists, not from the books).
 *
 * The part of an order the shop's own gift card paid is not revenue again (decision 046): that money came in
 * when the card was sold. A cash order's cash is what the driver collected (the total less the card's part).
 *
 * It counts on the day the money came in: a cash order when its cash was recorded, a card order when it was
 * placed (a card payment completes within the payment window of minutes, and orders keep no paid-at time).
 *
 * `countsAsRevenue`/`revenueOf` decide for one order; REVENUE_SQL is the same rule for PostgreSQL over the
 * `orders` table's columns (unqualified, so an expression index can match it). A database test keeps the two
 * in agreement: change them together.
 */
export interface RevenueFacts {
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
  total_amount: number;
  /** The part the shop's own gift card paid (decision 046): that money came in when the card was sold. */
  gift_card_amount?: number;
  cash_received_at: Date | null;
  cash_received_amount: number | null;
  created_at: Date;
}

export function countsAsRevenue(order: RevenueFacts): boolean {
  if (order.payment_method === 'cash') return order.cash_received_at !== null;
  return order.payment_status === 'completed' && order.status !== 'canceled';
}

/** The order's revenue, in dirhams, and the instant it counts at; null when it is not revenue. */
export function revenueOf(order: RevenueFacts): { amount: number; at: Date } | null {
  if (!countsAsRevenue(order)) return null;
  return order.payment_method === 'cash'
    ? { amount: order.cash_received_amount ?? 0, at: order.cash_received_at! }
    : { amount: order.total_amount - (order.gift_card_amount ?? 0), at: order.created_at };
}

/**
 * Revenue follows the money (decision 045): a refund takes money back out on the day it went back to the
 * shopper (`settled_at` of a succeeded refund), whatever day the order brought it in. Net revenue over a
 * stretch of time = revenue that came in during it − refunds made during it (except a canceled card order's,
 * which never counted: decision 019). REFUND_SQL says it over the
 * `refunds` table's unqualified columns; an order's own net (a customer's total spent) is its revenue less
 * `orders.refunded_amount`, the sum of its succeeded refunds (REVENUE_SQL.netAmount).
 */
export const REFUND_SQL = {
  // A canceled card order never counted as revenue (its money is taken as gone back): its refund, which
  // records that money going back, takes nothing off again.
  // Store credit keeps the money in the shop (the card's later spend brings no new revenue): it takes nothing
  // off. Card and cash refunds do.
  counts:
    "(status = 'succeeded' AND method <> 'store_credit' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = refunds.order_id " +
    "AND o.payment_method = 'online' AND o.status = 'canceled'))",
  amount: 'amount',
  at: 'settled_at',
} as const;

/** Net revenue from what came in and what went back, in dirhams (may be negative on a day of refunds). */
export function netRevenue(received: number, refunded: number): number {
  return received - refunded;
}

/** The twin of `countsAsRevenue`, `revenueOf(…).amount` and `revenueOf(…).at` in SQL over `orders`. */
export const REVENUE_SQL = {
  counts:
    "((payment_method = 'cash' AND cash_received_at IS NOT NULL) OR " +
    "(payment_method = 'online' AND payment_status = 'completed' AND status <> 'canceled'))",
  amount:
    "(CASE WHEN payment_method = 'cash' THEN coalesce(cash_received_amount, 0) ELSE total_amount - gift_card_amount END)",
  at: "(CASE WHEN payment_method = 'cash' THEN cash_received_at ELSE created_at END)",
  /** An order's revenue less what has gone back to the shopper (its succeeded refunds). */
  netAmount:
    "(CASE WHEN payment_method = 'cash' THEN coalesce(cash_received_amount, 0) ELSE total_amount - gift_card_amount END - refunded_amount)",
} as const;
