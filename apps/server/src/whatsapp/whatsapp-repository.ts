import { and, eq, sql } from 'drizzle-orm';
import { orders, whatsappMessages, whatsappOptOuts, type Db } from '@matjar/db';
import { notifyOrderChanged } from '../events/order-changed.js';
import type { WhatsAppPayload } from './whatsapp-queue.js';

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** Words a customer replies with to stop the messages (trimmed, case folded). */
const STOP_WORDS = new Set(['stop', 'ايقاف', 'إيقاف', 'توقف', 'unsubscribe']);

export function isStopWord(text: string): boolean {
  return STOP_WORDS.has(text.trim().toLowerCase());
}

/** The messages, opt-outs and status updates of the WhatsApp channel (decision 033). */
export function createWhatsAppRepository(db: Db) {
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

    async recordSent(payload: WhatsAppPayload, template: string, wamid: string, at: Date): Promise<void> {
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

    async orderExists(orderId: number): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return rows.length > 0;
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
