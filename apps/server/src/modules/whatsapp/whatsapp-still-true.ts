import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '@matjar/core';
import { orders, outbox, whatsappMessages, type Db } from '@matjar/db';
import {
  WHATSAPP_STATUS_MESSAGE_EVENTS,
  type WhatsAppEvent,
  type WhatsAppPayload,
} from './whatsapp-queue.js';

// A message waits in the outbox between the change that queued it and its send: seconds normally, hours when
// Meta is down and the worker backs off, minutes more when a process died holding it (its lease runs out). The
// shopper must never read something that stopped being true meanwhile ("confirmed" about a canceled order), nor
// an older status after a newer one. These are the checks the worker makes just before each send.

/** Why a message was closed unsent: the code starts the row's last_error, the order page words it. */
export const NOT_SENT_REASONS = ['opted-out', 'stale', 'overtaken', 'unpaid-closed', 'already-sent'] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

/** "not sent (stale): the order is canceled": the outbox's last_error of a message closed unsent. */
export function notSentError(reason: NotSentReason, detail: string): string {
  return `not sent (${reason}): ${detail}`;
}

/** The reason back out of a last_error written by notSentError; null for a send that failed. */
export function notSentReasonOf(error: string | null): NotSentReason | null {
  const code = error?.match(/^not sent \(([a-z-]+)\)/)?.[1];
  return code && (NOT_SENT_REASONS as readonly string[]).includes(code) ? (code as NotSentReason) : null;
}

/**
 * The statuses in which each message is still true. A status the order has left (confirmed after it shipped,
 * out for delivery once delivered or brought back) makes its message stale: the newer status has its own.
 * Refunds and returns are facts that stay true; the payment reminder has its own check (still unpaid).
 */
const TRUE_WHILE: Partial<Record<WhatsAppEvent, readonly OrderStatus[]>> = {
  'order-received': ['pending', 'confirmed', 'shipped', 'delivered'],
  'order-confirmed': ['confirmed'],
  'out-for-delivery': ['shipped'],
  delivered: ['delivered'],
  // Back on the shop's list; once it left again or was closed, "we will contact you" is no longer the news.
  'delivery-failed': ['pending', 'confirmed'],
  'staff-new-order': ['pending', 'confirmed', 'shipped', 'delivered'],
  'order-canceled': ['canceled'],
  'order-returned': ['returned'],
};

export type StillTrue = { send: true } | { send: false; reason: NotSentReason; detail: string };

export function createStillTrueCheck(db: Db, now: () => Date) {
  return {
    /** Whether the message may go out now, checked against the order as it is. */
    async check(payload: WhatsAppPayload, outboxId: number): Promise<StillTrue> {
      // Sent for this very row before the process stopped (its lease then ran out): not sent twice.
      const [copy] = await db
        .select({ id: whatsappMessages.id })
        .from(whatsappMessages)
        .where(eq(whatsappMessages.outboxId, outboxId))
        .limit(1);
      if (copy)
        return { send: false, reason: 'already-sent', detail: 'it went out before the worker stopped' };
      const [order] = await db
        .select({
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentExpiresAt: orders.paymentExpiresAt,
        })
        .from(orders)
        .where(eq(orders.id, payload.orderId));
      if (!order) return { send: false, reason: 'stale', detail: 'the order no longer exists' };
      if (payload.event === 'payment-reminder') {
        const unpaid =
          order.paymentStatus === 'pending' && !!order.paymentExpiresAt && order.paymentExpiresAt > now();
        if (!unpaid)
          return { send: false, reason: 'unpaid-closed', detail: 'the order was paid or closed meanwhile' };
      }
      const allowed = TRUE_WHILE[payload.event];
      if (allowed && !allowed.includes(order.status)) {
        return { send: false, reason: 'stale', detail: `the order is ${order.status} now` };
      }
      return { send: true };
    },

    /**
     * The order's status messages queued before this one and still waiting (a retry backing off): closed as
     * overtaken, so none reaches the shopper after the newer one. Returns how many were closed.
     */
    async closeOvertaken(outboxId: number, payload: WhatsAppPayload): Promise<number> {
      if (!WHATSAPP_STATUS_MESSAGE_EVENTS.includes(payload.event)) return 0;
      const closed = await db
        .update(outbox)
        .set({
          status: 'failed',
          lastError: notSentError('overtaken', 'a later message about the order went out first'),
        })
        .where(
          and(
            like(outbox.kind, 'whatsapp:%'),
            eq(outbox.status, 'pending'),
            lt(outbox.id, outboxId),
            inArray(
              outbox.kind,
              WHATSAPP_STATUS_MESSAGE_EVENTS.map((event) => `whatsapp:${event}`),
            ),
            sql`${outbox.payload}->>'orderId' = ${String(payload.orderId)}`,
            sql`${outbox.payload}->>'recipient' = ${payload.recipient}`,
          ),
        )
        .returning({ id: outbox.id });
      return closed.length;
    },
  };
}
