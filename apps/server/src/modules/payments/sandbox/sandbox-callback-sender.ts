import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { sandboxPayments, type Db } from '@matjar/db';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxCallback,
  type SandboxCallbackBody,
} from './sandbox-signature.js';

/** How long a sender holds a callback before another process may retry it. */
const LEASE_MS = 30_000;
const TIMEOUT_MS = 10_000;
/** Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface SandboxCallbackSenderDeps {
  db: Db;
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Our own server: a callback to our own address is handed to it directly instead of over the network. */
  app: Pick<FastifyInstance, 'inject'>;
}

/**
 * Delivers the sandbox's signed callbacks. The due time lives on the payment row, so a callback survives a
 * restart; a sender leases a row by moving its due time forward (SKIP LOCKED), sends without holding a lock,
 * and clears it on a 2xx answer, so several processes never send the same callback at once.
 */
export function createSandboxCallbackSender(deps: SandboxCallbackSenderDeps) {
  const { db, secret, publicUrl, log, app } = deps;

  async function post(url: string, body: SandboxCallbackBody): Promise<number> {
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(secret, body),
    };
    const payload = JSON.stringify(body);
    // Behind a load balancer the server may not reach its own public address; any process can apply it.
    if (url.startsWith(`${publicUrl}/`)) {
      const response = await app.inject({
        method: 'POST',
        url: url.slice(publicUrl.length),
        headers,
        payload,
      });
      return response.statusCode;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.status;
  }

  /** Sends the callbacks that are due (one payment, or any); answers how many were delivered. */
  async function deliverDue(paymentId?: string, limit = 20): Promise<number> {
    const leased = await db.execute<{ id: string }>(sql`
      update ${sandboxPayments}
         set callback_due_at = now() + ${`${LEASE_MS} milliseconds`}::interval,
             callback_attempts = callback_attempts + 1,
             updated_at = now()
       where id in (
         select id from ${sandboxPayments}
          where callback_due_at is not null and callback_due_at <= now()
                ${paymentId ? sql`and id = ${paymentId}` : sql``}
          order by callback_due_at
          limit ${limit}
          for update skip locked)
      returning id`);
    let delivered = 0;
    for (const { id } of leased.rows) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!row || row.status === 'pending') continue;
      const body: SandboxCallbackBody = {
        paymentId: row.id,
        orderNumber: row.orderNumber,
        status: row.status,
        amount: row.amount,
        transactionId: row.transactionId,
        visaId: row.visaId,
        cardType: row.cardType,
      };
      let error: string | null = null;
      try {
        const status = await post(row.callbackUrl, body);
        if (status < 200 || status >= 300) error = `callback answered ${status}`;
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      const stillOurs = and(eq(sandboxPayments.id, id), isNotNull(sandboxPayments.callbackDueAt));
      if (error === null) {
        delivered++;
        await db
          .update(sandboxPayments)
          .set({ callbackDueAt: null, callbackError: null, updatedAt: sql`now()` })
          .where(stillOurs);
      } else {
        log.warn({ paymentId: id, attempts: row.callbackAttempts, error }, 'sandbox callback not delivered');
        await db
          .update(sandboxPayments)
          .set({
            callbackDueAt: new Date(Date.now() + retryDelayMs(row.callbackAttempts)),
            callbackError: error,
            updatedAt: sql`now()`,
          })
          .where(stillOurs);
      }
    }
    return delivered;
  }

  return { deliverDue };
}

/** Marks a payment's outcome (only once: a pending payment) and makes its callback due now. */
export async function decideSandboxPayment(
  db: Db,
  paymentId: string,
  outcome: { status: 'completed' | 'failed' | 'cancelled'; transactionId?: string; visaId?: string },
): Promise<boolean> {
  const updated = await db
    .update(sandboxPayments)
    .set({
      status: outcome.status,
      transactionId: outcome.transactionId ?? null,
      visaId: outcome.visaId ?? null,
      cardType: outcome.visaId ? 'VISA' : null,
      callbackDueAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'pending')))
    .returning({ id: sandboxPayments.id });
  return updated.length > 0;
}
