import { and, asc, eq, gt, like, lt, sql } from 'drizzle-orm';
import { outbox, type Db } from '@matjar/db';

/** An outbox row the worker holds for one send attempt. */
export interface ClaimedMail {
  id: number;
  kind: string;
  dedupeKey: string | null;
  payload: unknown;
  /** Counting this attempt. */
  attempts: number;
  /** The row's random id that its Message-ID is made from. */
  messageId: string;
}

const EMAIL_KINDS = 'email:%';

/**
 * The SQL of the mail worker: claiming due e-mails, recording the outcome, listing the unsent. `kinds` (a LIKE
 * pattern) lets the WhatsApp worker claim its own rows the same way.
 */
export function createMailRepository(db: Db, kinds = EMAIL_KINDS) {
  return {
    /**
     * Takes up to `limit` due e-mails in one short statement: the rows are locked with SKIP LOCKED (so two
     * workers never take the same row), their attempt is counted and next_attempt_at is pushed to `leaseUntil`,
     * so no other worker claims them again while this one is sending, even after the lock is released.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      // Due at `now` to the millisecond: the database stamps microseconds, the worker's clock has milliseconds,
      // so a row queued in this very millisecond must count as due (`< now + 1 ms`, which keeps the index).
      const dueBefore = new Date(now.getTime() + 1);
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(eq(outbox.status, 'pending'), like(outbox.kind, kinds), lt(outbox.nextAttemptAt, dueBefore)),
        )
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(sql`${outbox.id} in ${due}`)
        .returning({
          id: outbox.id,
          kind: outbox.kind,
          dedupeKey: outbox.dedupeKey,
          payload: outbox.payload,
          attempts: outbox.attempts,
          messageId: outbox.messageId,
        });
      return rows.sort((a, b) => a.id - b.id);
    },

    /**
     * Only a pending row becomes sent, so a row is marked sent once whatever happens around it. `keptPayload`
     * replaces the payload in the same statement (the secrets scrubbed: mail-secrets.ts).
     */
    async markSent(id: number, sentAt: Date, keptPayload?: object | null): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt, lastError: null, ...(keptPayload ? { payload: keptPayload } : {}) })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    async markRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ lastError: error, nextAttemptAt })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'failed', lastError: error })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    /** Pending e-mails after `afterId`, oldest first, for the log of a server that has no SMTP_URL. */
    async listPendingAfter(afterId: number, limit: number): Promise<ClaimedMail[]> {
      return db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          dedupeKey: outbox.dedupeKey,
          payload: outbox.payload,
          attempts: outbox.attempts,
          messageId: outbox.messageId,
        })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), like(outbox.kind, kinds), gt(outbox.id, afterId)))
        .orderBy(asc(outbox.id))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
