import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { sandboxPayments, type Db } from '@matjar/db';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxCallback,
  type SandboxCallbackBody,
} from './sandbox-signature.js';

/** How long a sender holds a callback before another process may retry it. */
const LEASE_MS = 30_000;
/** A row's columns that lease its callback to one sender: due again only once the lease runs out. */
export const takeLease = {
  callbackDueAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
  callbackAttempts: sql`${sandboxPayments.callbackAttempts} + 1`,
};
const TIMEOUT_MS = 10_000;
/** Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

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

  // Built on first use, then only executed: every payment on the sandbox page clears its lease with it.
  let clearLease: ReturnType<typeof prepareClearLease> | undefined;
  const prepareClearLease = () =>
    db
      .update(sandboxPayments)
      .set({ callbackDueAt: null, callbackError: null, updatedAt: sql`now()` })
      .where(and(eq(sandboxPayments.id, sql.placeholder('id')), isNotNull(sandboxPayments.callbackDueAt)))
      .prepare('sandbox-callback-delivered');

  /**
   * Sends one leased callback and settles the lease: cleared on a 2xx answer (true), else due again after the
   * retry delay with the error kept. A payment still pending has nothing to say yet (false, left as it is).
   */
  async function deliverLeased(row: SandboxPaymentRow): Promise<boolean> {
    if (row.status === 'pending') return false;
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
    if (error === null) {
      clearLease ??= prepareClearLease();
      await clearLease.execute({ id: row.id });
      return true;
    }
    log.warn({ paymentId: row.id, attempts: row.callbackAttempts, error }, 'sandbox callback not delivered');
    await db
      .update(sandboxPayments)
      .set({
        callbackDueAt: new Date(Date.now() + retryDelayMs(row.callbackAttempts)),
        callbackError: error,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sandboxPayments.id, row.id), isNotNull(sandboxPayments.callbackDueAt)));
    return false;
  }

  /** Sends the callbacks that are due (the sweeper's retries); answers how many were delivered. */
  async function deliverDue(limit = 20): Promise<number> {
    const due = db
      .select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(and(isNotNull(sandboxPayments.callbackDueAt), lte(sandboxPayments.callbackDueAt, sql`now()`)))
      .orderBy(asc(sandboxPayments.callbackDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const leased = await db
      .update(sandboxPayments)
      .set({ ...takeLease, updatedAt: sql`now()` })
      .where(inArray(sandboxPayments.id, due))
      .returning();
    let delivered = 0;
    for (const row of leased) if (await deliverLeased(row)) delivered++;
    return delivered;
  }

  return { deliverDue, deliverLeased };
}
