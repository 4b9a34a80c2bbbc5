import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { PENDING_PAYMENT_TTL_MS } from '@matjar/core';
import { orders, outbox, type Db } from '@matjar/db';
import type { WhatsAppMessages } from './whatsapp-queue.js';

/**
 * A card order still unpaid this long after it was placed gets one WhatsApp reminder with its payment page.
 * Half the payment window (30 minutes, after which the order is cancelled and its stock released): the link
 * must still work when the shopper opens it, so the reminder cannot wait for the window to close.
 */
export const PAYMENT_REMINDER_AFTER_MS = PENDING_PAYMENT_TTL_MS / 2;

/** Orders looked at per sweep; the next sweep takes the rest. */
const REMINDER_BATCH = 50;

/**
 * Queues the reminder of each opted-in card order unpaid for PAYMENT_REMINDER_AFTER_MS whose payment page is
 * still open. The outbox's dedupe key makes it once per order however many processes sweep; the worker checks
 * again that the order is unpaid before sending. Queued through `messages`, so not while WhatsApp is off.
 * Returns how many were queued.
 */
export async function queueDuePaymentReminders(
  db: Db,
  messages: WhatsAppMessages,
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(outbox, eq(outbox.dedupeKey, sql`'whatsapp:payment-reminder:' || ${orders.id}::text`))
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        eq(orders.paymentStatus, 'pending'),
        eq(orders.whatsappOptIn, true),
        isNotNull(orders.paymentUrl),
        isNull(orders.stockReleasedAt),
        gt(orders.paymentExpiresAt, now),
        lte(orders.createdAt, new Date(now.getTime() - PAYMENT_REMINDER_AFTER_MS)),
        isNull(outbox.id),
      ),
    )
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(REMINDER_BATCH);
  let queued = 0;
  for (const order of due) {
    if (await db.transaction((tx) => messages.queueOrder(tx, order.id, 'payment-reminder'))) queued++;
  }
  return queued;
}
