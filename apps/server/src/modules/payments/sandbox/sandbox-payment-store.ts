import { eq } from 'drizzle-orm';
import { sandboxPayments, type Db } from '@matjar/db';
import { decideSandboxPayment } from './sandbox-callback-sender.js';

/** The sandbox gateway's own payments, as its hosted page reads and decides them. */
export function createSandboxPaymentStore(db: Db) {
  return {
    async find(paymentId: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return row;
    },
    /** Marks a pending payment's outcome and makes its callback due now (decideSandboxPayment). */
    decide: (paymentId: string, outcome: Parameters<typeof decideSandboxPayment>[2]) =>
      decideSandboxPayment(db, paymentId, outcome),
  };
}

export type SandboxPaymentStore = ReturnType<typeof createSandboxPaymentStore>;
