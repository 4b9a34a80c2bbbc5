import { randomInt } from 'node:crypto';
import { orders, type Db } from '@matjar/db';

type NewOrder = typeof orders.$inferInsert;

let counter = 0;

/** Order numbers as create-order makes them (ORD-<ms>-<hex>), unique within and across test files. */
export function testOrderNumber(): string {
  counter += 1;
  return `ORD-${1_700_000_000_000 + randomInt(1e9) * 1000 + counter}-${counter.toString(16).toUpperCase()}`;
}

/** Inserts orders straight into the database (tests only): a cash order of 100 QAR unless told otherwise. */
export async function insertOrders(db: Db, rows: Partial<NewOrder>[]) {
  const values = rows.map((row) => ({
    orderNumber: testOrderNumber(),
    customerName: 'Test Customer',
    customerEmail: 'customer@example.qa',
    paymentMethod: 'cash' as const,
    subtotal: row.totalAmount ?? 10_000,
    totalAmount: 10_000,
    ...row,
  }));
  return db.insert(orders).values(values).returning();
}
