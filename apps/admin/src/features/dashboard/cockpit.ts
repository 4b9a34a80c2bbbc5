// What the dashboard works out in the browser: how a figure compares with an earlier one, and where each
// figure leads (the board, or a list filtered to what the figure counts).

/** The change from `before` to `now` as a fraction (0.25 = +25 %), or null when there is nothing to compare with. */
export function relativeChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / before;
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** Where each figure leads: the screen that lists exactly what it counts (filters as those screens read them). */
export const COCKPIT_LINKS = {
  /** Pending orders that may be confirmed now: the board's first column. */
  toConfirm: '/orders',
  toShip: withQuery('/all-orders', { status: 'confirmed' }),
  /** Card attempts still at the gateway: not orders yet (core's isPlacedOrder), listed apart. */
  awaitingPayment: withQuery('/all-orders', { payment_status: 'pending' }),
  paymentOverdue: withQuery('/all-orders', { status: 'pending', payment_status: 'pending' }),
  unreadMessages: withQuery('/inbox', { filter: 'unread' }),
  pendingReviews: withQuery('/reviews', { status: 'pending' }),
  cashToCollect: withQuery('/all-orders', { status: 'shipped' }),
  cashNotRecorded: withQuery('/all-orders', { awaiting_cash: 'true' }),
} as const;

/** The products list searched for one product by name (in the screen's language), as the list reads `?q=`. */
export function lowStockProductHref(name: string): string {
  return withQuery('/products', { q: name });
}
