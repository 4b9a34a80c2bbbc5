import { sql } from 'drizzle-orm';
import type { DbTransaction } from '@matjar/db';
import { orderConfirmationQueued, type OrderConfirmationEmail } from '../mail-queue.js';

/** An order confirmation queued on its own, as create-order's statement queues it with the order. */
export async function queueOrderConfirmation(tx: DbTransaction, mail: OrderConfirmationEmail): Promise<void> {
  const { insert, wakes } = orderConfirmationQueued(mail);
  await tx.execute(sql`WITH queued AS (${insert}) SELECT id, ${wakes} FROM queued`);
}
