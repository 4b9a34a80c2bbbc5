import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SystemCancelReason } from '@matjar/core';
import { executePrepared, orders, transactions, type DbTransaction, type DbHandle } from '@matjar/db';
import { recordStatusChange, statusChangeInsertWhen } from '../orders/index.js';
import type { GatewayPaymentStatus } from './payment-gateway.js';

export interface TransactionRecord {
  orderNumber: string;
  gateway: string;
  paymentId: string;
  status: GatewayPaymentStatus;
  amount: number;
  transactionId?: string | null;
  visaId?: string | null;
  cardType?: string | null;
}

/**
 * The order's status now, its row locked so the timeline's "from" is the status replaced (most callers hold
 * the lock already: lockOrderByPaymentId, the sweep; taking it again is a no-op).
 */
async function currentStatus(tx: DbTransaction, orderId: number) {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.status;
}

/** Finds the order a shopper comes back from the gateway for: plain reads, on the pool or in a transaction. */
export function createPaymentLookupRepository(db: DbHandle) {
  return {
    async findOrderByNumber(orderNumber: string) {
      const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return order;
    },

    async findOrderByPaymentId(paymentId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
      return order;
    },
  };
}

/** The payment a committed order opens at the gateway: one statement, on the pool. */
export function createPaymentStartRepository(db: DbHandle) {
  return {
    /**
     * Stores the gateway's payment id, its page and the payment deadline (30 minutes unless create-order set
     * one) on the order, and the payment's first, pending transaction row, in one statement (atomic without a
     * transaction of its own).
     */
    async attachPayment(
      orderId: number,
      payment: { gateway: string; paymentId: string; paymentUrl: string; amount: number; expiresAt: Date },
    ): Promise<void> {
      await executePrepared(
        db,
        'order-attach-payment',
        sql`
        WITH attached AS (
          UPDATE orders
             SET payment_id = ${payment.paymentId}::text, payment_url = ${payment.paymentUrl}::text,
                 payment_expires_at = coalesce(payment_expires_at, ${payment.expiresAt.toISOString()}::timestamptz),
                 updated_at = now()
           WHERE id = ${orderId}::int
          RETURNING order_number
        )
        INSERT INTO transactions (order_number, gateway, payment_id, status, amount)
        SELECT order_number, ${payment.gateway}::text, ${payment.paymentId}::text, 'pending', ${payment.amount}::int
        FROM attached`,
      );
    },
  };
}

/** A payment's effects on its order: row locks and read-then-write steps, so only inside a transaction. */
export function createPaymentsRepository(db: DbTransaction) {
  /** The order a payment belongs to, locked for the rest of the transaction (callbacks, returns and the sweep race). */
  async function lockOrderByPaymentId(paymentId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .limit(1)
      .for('update');
    return order;
  }

  async function insertTransaction(record: TransactionRecord): Promise<void> {
    await db.insert(transactions).values(record);
  }

  /**
   * The payment's outcome on its transaction row: the pending row written when the payment started becomes
   * the final one (so verify-order's "newest transaction" is this outcome); a row is added if there was none.
   */
  async function recordOutcome(record: TransactionRecord): Promise<void> {
    const updated = await db
      .update(transactions)
      .set({
        status: record.status,
        amount: record.amount,
        transactionId: record.transactionId ?? null,
        visaId: record.visaId ?? null,
        cardType: record.cardType ?? null,
        createdAt: sql`now()`,
      })
      .where(
        and(
          eq(transactions.orderNumber, record.orderNumber),
          eq(transactions.gateway, record.gateway),
          eq(transactions.paymentId, record.paymentId),
          inArray(transactions.status, ['pending', 'processing']),
        ),
      )
      .returning({ id: transactions.id });
    if (updated.length === 0) await insertTransaction(record);
  }

  /** Closes an unpaid online order: payment failed or cancelled, order canceled (D8), on its timeline. */
  async function closeUnpaidOrder(
    orderId: number,
    paymentStatus: 'failed' | 'cancelled',
    reason: SystemCancelReason,
  ): Promise<string | null> {
    const before = await currentStatus(db, orderId);
    const [row] = await db
      .update(orders)
      .set({ paymentStatus, status: 'canceled', updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning({ orderNumber: orders.orderNumber });
    if (row && before && before !== 'canceled') {
      // The timeline says why the system canceled it (the order page words the code in the viewer's language).
      await recordStatusChange(db, { orderId, from: before, to: 'canceled', actor: null, reason });
    }
    return row?.orderNumber ?? null;
  }

  /**
   * Payment completed: pending → confirmed (D8); an order staff already moved on keeps its status. One
   * statement: the row is locked and its status read in the UPDATE's own subquery (the status it replaces),
   * and the timeline row is written only when it was pending.
   */
  async function markOrderPaid(orderId: number): Promise<void> {
    await executePrepared(
      db,
      'order-mark-paid',
      sql`
      WITH paid AS (
        UPDATE orders o
           SET payment_status = 'completed',
               status = CASE WHEN prior.status = 'pending' THEN 'confirmed' ELSE prior.status END,
               updated_at = now()
          FROM (SELECT id, status FROM orders WHERE id = ${orderId}::int FOR UPDATE) prior
         WHERE o.id = prior.id
        RETURNING prior.status AS was
      )
      ${statusChangeInsertWhen(
        { orderId, from: 'pending', to: 'confirmed', actor: null },
        sql`EXISTS (SELECT 1 FROM paid WHERE was = 'pending')`,
      )}`,
    );
  }

  /**
   * A paid order of digital cards only is complete once its codes are out (departure D26): confirmed →
   * delivered at that instant, by the shop, so it never waits in "To ship" nor counts as work to do. An order
   * with anything to deliver keeps its status: staff ship its physical part as usual. The move and its
   * timeline row are one statement.
   */
  async function completeDigitalOrder(orderId: number): Promise<boolean> {
    const done = await executePrepared<{ id: number }>(
      db,
      'order-complete-digital',
      sql`
      WITH done AS (
        UPDATE orders SET status = 'delivered', updated_at = now()
        WHERE id = ${orderId}::int AND status = 'confirmed'
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = ${orderId}::int AND NOT i.is_gift_card)
        RETURNING id
      )
      ${statusChangeInsertWhen(
        { orderId, from: 'confirmed', to: 'delivered', actor: null },
        sql`EXISTS (SELECT 1 FROM done)`,
      )}
      RETURNING id`,
    );
    return done.rows.length > 0;
  }

  return {
    lockOrderByPaymentId,
    insertTransaction,
    recordOutcome,
    closeUnpaidOrder,
    markOrderPaid,
    completeDigitalOrder,
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
