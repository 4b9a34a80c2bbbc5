import { and, eq, sql } from 'drizzle-orm';
import { orders, sandboxPayments, type Db } from '@matjar/db';
import { takeLease, type SandboxPaymentRow } from './sandbox-callback-sender.js';

export interface SandboxOutcome {
  status: 'completed' | 'failed' | 'cancelled';
  transactionId?: string;
  visaId?: string;
}

/** The decide statement, built once: every payment on the page runs it (sql.placeholder marks its inputs). */
function prepareDecide(db: Db) {
  const input = (name: string) => sql`${sql.placeholder(name)}::text`;
  return db
    .update(sandboxPayments)
    .set({
      status: input('status'),
      transactionId: input('transactionId'),
      visaId: input('visaId'),
      cardType: input('cardType'),
      ...takeLease,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sandboxPayments.id, sql.placeholder('paymentId')), eq(sandboxPayments.status, 'pending')))
    .returning()
    .prepare('sandbox-decide');
}

/** The sandbox gateway's own payments, as its hosted page reads and decides them. */
export function createSandboxPaymentStore(db: Db) {
  let decideStatement: ReturnType<typeof prepareDecide> | undefined;
  return {
    /**
     * The payment with the order's short number (#1001): the page names the order as every other page the
     * shopper sees does, the way a provider's page shows the merchant's reference. null: no such order.
     */
    async find(paymentId: string) {
      const [row] = await db
        .select({ payment: sandboxPayments, shortNumber: orders.shortNumber })
        .from(sandboxPayments)
        .leftJoin(orders, eq(orders.orderNumber, sandboxPayments.orderNumber))
        .where(eq(sandboxPayments.id, paymentId));
      return row ? { ...row.payment, shortNumber: row.shortNumber } : undefined;
    },

    /**
     * Marks a pending payment's outcome (only once) and leases its callback in the same statement, for the page
     * to deliver at once (the sender's deliverLeased): one round trip where deciding, then leasing, then reading
     * the row took three. A sender that dies before delivering leaves the lease to run out; the sweeper then
     * sends it. Undefined: the payment is not pending (decided before) or does not exist.
     */
    async decide(paymentId: string, outcome: SandboxOutcome): Promise<SandboxPaymentRow | undefined> {
      decideStatement ??= prepareDecide(db);
      const [decided] = await decideStatement.execute({
        paymentId,
        status: outcome.status,
        transactionId: outcome.transactionId ?? null,
        visaId: outcome.visaId ?? null,
        cardType: outcome.visaId ? 'VISA' : null,
      });
      return decided;
    },
  };
}

export type SandboxPaymentStore = ReturnType<typeof createSandboxPaymentStore>;
