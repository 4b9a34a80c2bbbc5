import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sandboxPayments, sandboxRefunds, type Db } from '@matjar/db';
import { RefundRefusedError, type PaymentGateway, type PaymentLookup } from '../payment-gateway.js';
import { sandboxRefundBehaviour } from './sandbox-cards.js';
import { verifySandboxCallback } from './sandbox-signature.js';

/** Path of the sandbox's hosted payment page for one payment. */
export function sandboxPayPath(paymentId: string): string {
  return `/pay/sandbox/${encodeURIComponent(paymentId)}`;
}

/** A new payment's row, as one prepared statement (sql.placeholder marks its inputs). */
function prepareInsert(db: Db) {
  const input = (name: string) => sql`${sql.placeholder(name)}`;
  return db
    .insert(sandboxPayments)
    .values({
      id: input('id'),
      orderNumber: input('orderNumber'),
      amount: sql`${sql.placeholder('amount')}::int`,
      locale: sql`${sql.placeholder('locale')}::text`,
      customerName: input('customerName'),
      returnUrl: input('returnUrl'),
      callbackUrl: input('callbackUrl'),
    })
    .prepare('sandbox-payment-insert');
}

/**
 * The built-in test gateway (D12, the default): payments live in sandbox_payments, the hosted page is served
 * by this same server (sandbox-routes.ts), and outcomes reach the shop as signed callbacks like a real
 * provider's. It takes no money.
 */
export function createSandboxGateway(deps: {
  db: Db;
  secret: string;
  publicUrl: string;
  /** How late the slow-refund test card's refunds are answered (past the shop's refund wait). */
  slowRefundMs?: number;
}): PaymentGateway {
  const { db, secret, publicUrl } = deps;
  const slowRefundMs = deps.slowRefundMs ?? 20_000;
  // Built on first use, then only executed: every card order opens its payment with it.
  let insertPayment: ReturnType<typeof prepareInsert> | undefined;
  return {
    name: 'sandbox',

    async createPayment(input) {
      const paymentId = `sbx_${randomUUID()}`;
      insertPayment ??= prepareInsert(db);
      await insertPayment.execute({
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

    /**
     * The sandbox's refund API: one refund per key (asking again answers the first), never more than was
     * captured, refused for the test card that refuses refunds and answered late for the slow one (the
     * refund is made at once, only the answer is late, as when a real gateway's reply is lost).
     */
    async refundPayment(request) {
      return db
        .transaction(async (tx) => {
          const [payment] = await tx
            .select()
            .from(sandboxPayments)
            .where(eq(sandboxPayments.id, request.paymentId))
            .for('update');
          if (!payment) throw new RefundRefusedError('No such payment');
          const [existing] = await tx
            .select()
            .from(sandboxRefunds)
            .where(eq(sandboxRefunds.refundKey, request.key));
          if (existing) return { status: 'succeeded' as const, refundId: existing.id };
          if (payment.status !== 'completed') throw new RefundRefusedError('The payment was not captured');
          const behaviour = sandboxRefundBehaviour(payment.visaId);
          if (behaviour === 'refuses') throw new RefundRefusedError('The card issuer refused the refund');
          const [sum] = await tx
            .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
            .from(sandboxRefunds)
            .where(eq(sandboxRefunds.paymentId, payment.id));
          if ((sum?.refunded ?? 0) + request.amount > payment.amount) {
            throw new RefundRefusedError('The refund exceeds the captured amount');
          }
          const id = `sbr_${randomUUID()}`;
          await tx.insert(sandboxRefunds).values({
            id,
            paymentId: payment.id,
            refundKey: request.key,
            amount: request.amount,
          });
          return { status: 'succeeded' as const, refundId: id, slow: behaviour === 'slow' };
        })
        .then(async ({ slow, ...outcome }: { status: 'succeeded'; refundId: string; slow?: boolean }) => {
          if (slow) await new Promise((resolve) => setTimeout(resolve, slowRefundMs));
          return outcome;
        });
    },

    verifyCallback(headers, body) {
      const callback = verifySandboxCallback(secret, headers, body);
      return callback && { ...callback, rawStatus: callback.status };
    },
  };
}
