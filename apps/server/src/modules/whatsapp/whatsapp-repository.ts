import { and, asc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { AdminWhatsAppSendProblem } from '@matjar/core';
import {
  orders,
  outbox,
  whatsappConnection,
  whatsappMessages,
  whatsappOptOuts,
  type DbHandle,
} from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import type { WhatsAppPayload } from './whatsapp-queue.js';

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** The messages, opt-outs and status updates of the WhatsApp channel (decision 033). */
export function createWhatsAppRepository(db: DbHandle) {
  return {
    async isOptedOut(recipient: string): Promise<boolean> {
      const rows = await db
        .select({ recipient: whatsappOptOuts.recipient })
        .from(whatsappOptOuts)
        .where(eq(whatsappOptOuts.recipient, recipient));
      return rows.length > 0;
    },

    /** Idempotent: a second STOP keeps the first time. */
    async optOut(recipient: string, at: Date): Promise<void> {
      await db.insert(whatsappOptOuts).values({ recipient, optedOutAt: at }).onConflictDoNothing();
    },

    /** START: the phone is messaged again (what was closed unsent meanwhile stays closed). */
    async optIn(recipient: string): Promise<void> {
      await db.delete(whatsappOptOuts).where(eq(whatsappOptOuts.recipient, recipient));
    },

    /** When the phone replied STOP, or null while it receives messages. */
    async optedOutAt(recipient: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: whatsappOptOuts.optedOutAt })
        .from(whatsappOptOuts)
        .where(eq(whatsappOptOuts.recipient, recipient));
      return row?.at ?? null;
    },

    async recordSent(
      payload: WhatsAppPayload,
      template: string,
      wamid: string,
      at: Date,
      outboxId: number,
    ): Promise<void> {
      await db
        .insert(whatsappMessages)
        .values({
          orderId: payload.orderId,
          recipient: payload.recipient,
          kind: `whatsapp:${payload.event}`,
          template,
          language: payload.language,
          wamid,
          status: 'sent',
          statusAt: at,
          outboxId,
        })
        .onConflictDoNothing();
    },

    /**
     * Applies a status webhook. Statuses only go forward — sent → delivered → read — so a late or repeated
     * webhook changes nothing; failed is taken from sent or delivered, with its error. Returns whether it applied.
     */
    async applyStatus(
      wamid: string,
      status: WhatsAppStatus,
      at: Date,
      error: string | null,
    ): Promise<boolean> {
      const from: WhatsAppStatus[] =
        status === 'delivered'
          ? ['sent']
          : status === 'read'
            ? ['sent', 'delivered']
            : status === 'failed'
              ? ['sent', 'delivered']
              : [];
      if (from.length === 0) return false;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(whatsappMessages)
          .set({ status, statusAt: at, error: status === 'failed' ? error : null })
          .where(
            and(
              eq(whatsappMessages.wamid, wamid),
              sql`${whatsappMessages.status} in (${sql.join(
                from.map((s) => sql`${s}`),
                sql`, `,
              )})`,
            ),
          )
          .returning({ orderId: whatsappMessages.orderId });
        // Open order pages show the new status at once (the order-changed stream).
        const orderId = rows[0]?.orderId;
        if (orderId) await notifyOrderChanged(tx, orderId, 'whatsapp');
        return rows.length > 0;
      });
    },

    /** The worker's set-up problem (or null: cleared), on the connection's row, every process told. */
    async setSendProblem(problem: AdminWhatsAppSendProblem | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(whatsappConnection)
          .values({ id: 1, sendProblem: problem })
          .onConflictDoUpdate({ target: whatsappConnection.id, set: { sendProblem: problem } });
        await tx.execute(sql`SELECT pg_notify(${CHANNELS.whatsappSettingsChanged}, '{}')`);
      });
    },

    /** The phone the order's shopper gave (for their opt-out state). */
    async orderPhone(orderId: number): Promise<string | null> {
      const [row] = await db
        .select({ phone: orders.customerPhone })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.phone ?? null;
    },

    /** The numbers a tracking link signs (decision 030), or null for an order that is gone. */
    async trackedOrder(orderId: number): Promise<{ shortNumber: number; orderNumber: string } | null> {
      const [row] = await db
        .select({ shortNumber: orders.shortNumber, orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    async orderExists(orderId: number): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return rows.length > 0;
    },

    /**
     * The order's queued messages that have not reached their recipient: waiting for a retry (an error on
     * record), failed for good, or closed unsent. Oldest first.
     */
    async unsentOfOrder(orderId: number) {
      return db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          payload: outbox.payload,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          nextAttemptAt: outbox.nextAttemptAt,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(
          and(
            like(outbox.kind, 'whatsapp:%'),
            sql`${outbox.payload}->>'orderId' = ${String(orderId)}`,
            or(
              eq(outbox.status, 'failed'),
              and(eq(outbox.status, 'pending'), sql`${outbox.lastError} is not null`),
            ),
          ),
        )
        .orderBy(asc(outbox.id));
    },

    /** One queued message of the order, locked for the resend's transaction. */
    async lockQueued(orderId: number, id: number) {
      const [row] = await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.id, id),
            like(outbox.kind, 'whatsapp:%'),
            sql`${outbox.payload}->>'orderId' = ${String(orderId)}`,
          ),
        )
        .for('update');
      return row;
    },

    /** Queued again from the start, due now, the worker woken on commit. */
    async requeue(id: number, kind: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.id, id), ne(outbox.status, 'sent')));
      await db.execute(sql`SELECT pg_notify(${CHANNELS.outbox}, ${kind})`);
    },

    async messagesOfOrder(orderId: number) {
      return db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.orderId, orderId))
        .orderBy(whatsappMessages.createdAt, whatsappMessages.id);
    },
  };
}
export type WhatsAppRepository = ReturnType<typeof createWhatsAppRepository>;
