import type { orders } from '@matjar/db';

let counter = 0;

/** A cash order placed now, pending, for the dashboard's tests; `over` sets what a test is about. */
export function testOrder(over: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
  counter += 1;
  const totalAmount = over.totalAmount ?? 1_000;
  return {
    orderNumber: `ORD-DASH-${Date.now()}-${counter}`,
    customerName: 'Dashboard Test',
    customerEmail: 'dash@example.qa',
    status: 'pending',
    paymentMethod: 'cash',
    subtotal: totalAmount,
    totalAmount,
    createdAt: new Date(),
    ...over,
  };
}
