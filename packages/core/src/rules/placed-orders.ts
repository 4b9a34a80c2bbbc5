import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.js';

/**
 * What staff count as an order (the dashboard's "orders today", its per-day chart, the new-order alert, the
 * all-orders list by default): a cash order from the moment it is placed, a card order only once its payment
 * completed. A card attempt still at the gateway is shown apart as awaiting payment; a declined or cancelled
 * attempt is no order at all, so a shopper whose card was declined and who then ordered cash on delivery is
 * one order to staff. The declined attempt stays in the books (all orders, filtered by its payment status).
 *
 * `isPlacedOrder` decides for one order; PLACED_ORDER_SQL says the same over the `orders` table's unqualified
 * columns. Change them together (placed-orders.test.ts and the dashboard's database test check both).
 */
export function isPlacedOrder(order: {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
}): boolean {
  return order.payment_method === 'cash' || order.payment_status === 'completed';
}

export const PLACED_ORDER_SQL = "(payment_method = 'cash' OR payment_status = 'completed')";

/**
 * A card order whose payment is still awaited and that is still open: the only order staff may switch to cash
 * on delivery (the server refuses any other with ORDER_NOT_UNPAID_CARD; the order page offers it only here).
 */
export function isUnpaidCardOrder(order: {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
  status: OrderStatus;
}): boolean {
  return (
    order.payment_method === 'online' && order.payment_status === 'pending' && order.status === 'pending'
  );
}
