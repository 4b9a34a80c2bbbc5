import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle } from '@matjar/db';

/** The details a shopper not signed in gave at checkout, and their keys (core's phoneKey and emailKey). */
export interface GuestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneKey: string | null;
  emailKey: string;
}

/** "Mariam Al-Kuwari" → first "Mariam", last "Al-Kuwari"; one word is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * Which customer an order of this shopper belongs to (decision 021): the one with the same phone first, then
 * the one with the same e-mail; among several, an account before a guest, then the oldest. When the phone
 * names one customer and the e-mail another, the phone's wins and neither record changes: two people may
 * share an e-mail address, and records are never merged behind the staff's back.
 */
function matchingCustomer(guest: GuestCustomer): SQL {
  return sql`SELECT c.id FROM customers c
    WHERE c.phone_key = ${guest.phoneKey}::text OR c.email_key = ${guest.emailKey}::text
    ORDER BY (c.phone_key = ${guest.phoneKey}::text) IS TRUE DESC, (c.password_hash IS NOT NULL) DESC, c.id
    LIMIT 1`;
}

/**
 * The order insert's customer, folded into that statement (no round trip more per order): a CTE finding the
 * customer, a CTE creating the guest when none matched. A concurrent first order of the same shopper waits on
 * create-order's per-shopper locks (open-unpaid-orders.ts) and then sees this one's guest; a sign-up racing it
 * makes the insert do nothing (ON CONFLICT on the e-mail or the guest phone), and the order reads the winner.
 */
export function guestCustomerCtes(tx: DbHandle, guest: GuestCustomer) {
  const found = tx.$with('order_customer_found', { id: sql<number>`id` }).as(matchingCustomer(guest));
  const created = tx.$with('order_customer_created', { id: sql<number>`id` }).as(sql`
    INSERT INTO customers (first_name, last_name, email, phone, phone_key, email_key)
    SELECT ${guest.firstName}::text, ${guest.lastName}::text, ${guest.email}::text, ${guest.phone}::text,
      ${guest.phoneKey}::text, ${guest.emailKey}::text
    WHERE NOT EXISTS (SELECT 1 FROM order_customer_found)
    ON CONFLICT DO NOTHING
    RETURNING id`);
  const customerId = sql<number>`coalesce((SELECT id FROM order_customer_found),
    (SELECT id FROM order_customer_created))`;
  return { ctes: [found, created] as const, customerId };
}

/** The slow path of a lost race: a new statement, which sees the customer committed meanwhile. */
export async function linkOrderToCustomer(
  tx: DbHandle,
  orderId: number,
  guest: GuestCustomer,
): Promise<number | null> {
  const linked = await tx.execute<{ customer_id: number | null }>(sql`
    UPDATE orders SET customer_id = (${matchingCustomer(guest)}) WHERE id = ${orderId} RETURNING customer_id`);
  return linked.rows[0]?.customer_id ?? null;
}
