import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxPayments, type Db } from '@matjar/db';
import type { PaymentGateway, PaymentLookup } from '../payment-gateway.js';
import { verifySandboxCallback } from './sandbox-signature.js';

/** Path of the sandbox's hosted payment page for one payment. */
export function sandboxPayPath(paymentId: string): string {
  return `/pay/sandbox/${encodeURIComponent(paymentId)}`;
}

/**
 * The built-in test gateway (D12, the default): payments live in sandbox_payments, the hosted page is served
 * by this same server (sandbox-routes.ts), and outcomes reach the shop as signed callbacks like a real
 * provider's. It takes no money.
 */
export function createSandboxGateway(deps: { db: Db; secret: string; publicUrl: string }): PaymentGateway {
  const { db, secret, publicUrl } = deps;
  return {
    name: 'sandbox',

    async createPayment(input) {
      const paymentId = `sbx_${randomUUID()}`;
      await db.insert(sandboxPayments).values({
        id: paymentId,
        orderNumber: input.orderNumber,
        amount: input.amount,
        locale: input.locale,
        customerName: [input.customer.firstName, input.customer.lastName].filter(Boolean).join(' '),
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
      });
      return { paymentId, payUrl: `${publicUrl}${sandboxPayPath(paymentId)}` };
    },

    async lookupPayment(paymentId): Promise<PaymentLookup> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) throw new Error(`sandbox payment ${paymentId} does not exist`);
      return {
        paymentId: row.id,
        status: row.status,
        amount: row.amount,
        orderNumber: row.orderNumber,
        transactionId: row.transactionId,
        visaId: row.visaId,
        cardType: row.cardType,
      };
    },

    verifyCallback(headers, body) {
      const callback = verifySandboxCallback(secret, headers, body);
      return callback && { ...callback, rawStatus: callback.status };
    },
  };
}
