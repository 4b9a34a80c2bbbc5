// What counts as money the shop has (issue 24): a card order whose payment completed, a cash order whose cash
// staff recorded as received; never a canceled order. Archived orders still count: archiving tidies the lists,
// it does not give money back. The customers list's "total spent" reads this rule (its SQL mirrors it in
// apps/server/src/modules/customers/customer-list-filters.ts); the dashboard's revenue is to read it too.

export interface RevenueFacts {
  status: string;
  paymentMethod: 'cash' | 'online';
  paymentStatus: string | null;
  cashReceivedAt: Date | string | null;
}

export function countsAsRevenue(order: RevenueFacts): boolean {
  if (order.status === 'canceled') return false;
  return order.paymentMethod === 'online'
    ? order.paymentStatus === 'completed'
    : order.cashReceivedAt !== null;
}
