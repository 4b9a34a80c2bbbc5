import { eq } from 'drizzle-orm';
import { orders, sandboxPayments, type Db } from '@matjar/db';
import { decideSandboxPayment } from './sandbox-callback-sender.js';

/** The sandbox gateway's own payments, as its hosted page reads and decides them. */
export function createSandboxPaymentStore(db: Db) {
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
    /** Marks a pending payment's outcome and leases its callback to the caller (decideSandboxPayment). */
    decide: (paymentId: string, outcome: Parameters<typeof decideSandboxPayment>[2]) =>
      decideSandboxPayment(db, paymentId, outcome),
  };
}

export type SandboxPaymentStore = ReturnType<typeof createSandboxPaymentStore>;
