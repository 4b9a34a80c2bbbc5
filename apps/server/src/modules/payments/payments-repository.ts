import { eq, sql, type SQL } from 'drizzle-orm';
import type { Locale, OrderStatus, SystemCancelReason } from '@matjar/core';
import { executePrepared, orders, type DbTransaction, type DbHandle } from '@matjar/db';
import { recordStatusChange, statusChangesInsertWhen } from '../orders/index.js';
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

/**
 * The CTEs that write a payment's outcome on its transaction row: the pending (or processing) row the payment
 * started with, updated; else a row added. For a statement that writes them with other changes.
 */
function transactionOutcome(record: TransactionRecord): SQL {
  const values = {
    status: sql`${record.status}::text`,
    amount: sql`${record.amount}::int`,
    transactionId: sql`${record.transactionId ?? null}::text`,
    visaId: sql`${record.visaId ?? null}::text`,
    cardType: sql`${record.cardType ?? null}::text`,
  };
  return sql`
    recorded AS (
      UPDATE transactions
         SET status = ${values.status}, amount = ${values.amount}, transaction_id = ${values.transactionId},
             visa_id = ${values.visaId}, card_type = ${values.cardType}, created_at = now()
       WHERE order_number = ${record.orderNumber}::text AND gateway = ${record.gateway}::text
         AND payment_id = ${record.paymentId}::text AND status IN ('pending', 'processing')
      RETURNING id
    ),
    added AS (
      INSERT INTO transactions (order_number, gateway, payment_id, status, amount, transaction_id, visa_id, card_type)
      SELECT ${record.orderNumber}::text, ${record.gateway}::text, ${record.paymentId}::text, ${values.status},
        ${values.amount}, ${values.transactionId}, ${values.visaId}, ${values.cardType}
      WHERE NOT EXISTS (SELECT 1 FROM recorded)
    )`;
}

/** What a completed payment records with the order's move (orderPaidCtes). */
export interface OrderPaid {
  /** The gateway's word, on the payment's transaction row (none when the shop's gift card paid it all). */
  outcome?: TransactionRecord;
  /** The paid order's codes are all out: an order of digital cards only is then complete. */
  complete?: boolean;
}

/**
 * The CTEs of a completed payment on its order, for one statement. Pending → confirmed (D8); an order staff
 * already moved on keeps its status. With `complete`, an order of digital cards only goes on to delivered at
 * that instant, by the shop (departure D26), so it never waits in "To ship" nor counts as work to do; an order
 * with anything to deliver stays confirmed, its physical part shipped by staff as usual. The row is locked and
 * its status read in the UPDATE's own subquery, the timeline gets a row for each move made, and `outcome` is
 * recorded on the transaction row. `paid` answers the order row as the payment leaves it (the columns an
 * order-changed notice reads, as `o`) and `was`, the status it replaced.
 */
export function orderPaidCtes(orderId: number, paid: OrderPaid = {}): SQL {
  const moves = (from: 'pending' | 'confirmed', to: 'confirmed' | 'delivered', when: SQL) => ({
    change: { orderId, from, to, actor: null },
    when,
  });
  return sql`
    ${paid.outcome ? sql`${transactionOutcome(paid.outcome)},` : sql``}
    paid AS (
      UPDATE orders o
         SET payment_status = 'completed',
             status = CASE
               WHEN prior.status NOT IN ('pending', 'confirmed') THEN prior.status
               WHEN ${paid.complete ?? false}::boolean AND NOT EXISTS (
                 SELECT 1 FROM order_items i WHERE i.order_id = o.id AND NOT i.is_gift_card) THEN 'delivered'
               ELSE 'confirmed' END,
             updated_at = now()
        FROM (SELECT id, status FROM orders WHERE id = ${orderId}::int FOR UPDATE) prior
       WHERE o.id = prior.id
      RETURNING o.id, o.order_number, o.status, o.payment_status, o.archived_at, o.updated_at, prior.status AS was
    ),
    timeline AS (
      ${statusChangesInsertWhen([
        moves('pending', 'confirmed', sql`EXISTS (SELECT 1 FROM paid WHERE was = 'pending')`),
        moves(
          'confirmed',
          'delivered',
          sql`EXISTS (SELECT 1 FROM paid WHERE status = 'delivered' AND was <> 'delivered')`,
        ),
      ])}
    )`;
}

/** The order as a payment outcome reads it (lockOrderByPaymentId). */
export interface PaymentOrder {
  id: number;
  orderNumber: string;
  shortNumber: number;
  status: OrderStatus;
  paymentStatus: string | null;
  paymentMethod: 'cash' | 'online';
  totalAmount: number;
  giftCardAmount: number;
  customerName: string;
  customerEmail: string;
  locale: Locale;
}

const PAYMENT_ORDER_COLUMNS = sql.raw(
  'id, order_number, short_number, status, payment_status, payment_method, total_amount, gift_card_amount, ' +
    'customer_name, customer_email, locale',
);

interface PaymentOrderRow extends Record<string, unknown> {
  id: number;
  order_number: string;
  short_number: number;
  status: OrderStatus;
  payment_status: string | null;
  payment_method: 'cash' | 'online';
  total_amount: number;
  gift_card_amount: number;
  customer_name: string;
  customer_email: string;
  locale: Locale;
}

const paymentOrderOf = (row: PaymentOrderRow): PaymentOrder => ({
  id: row.id,
  orderNumber: row.order_number,
  shortNumber: row.short_number,
  status: row.status,
  paymentStatus: row.payment_status,
  paymentMethod: row.payment_method,
  totalAmount: row.total_amount,
  giftCardAmount: row.gift_card_amount,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  locale: row.locale,
});

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
  /**
   * The order a payment belongs to, locked for the rest of the transaction (callbacks, returns and the sweep
   * race): the columns a payment outcome reads. The gateway names the order the shop opened the payment for
   * (`orderNumber`), so the order is found by its number's unique index and checked to carry the payment; by
   * the payment id alone (a scan of the orders: no index serves it) only when the gateway names no order or
   * another one. One short statement, prepared: every payment outcome runs it.
   */
  async function lockOrderByPaymentId(
    paymentId: string,
    orderNumber: string | null,
  ): Promise<PaymentOrder | undefined> {
    const locked = (where: SQL) =>
      executePrepared<PaymentOrderRow>(
        db,
        'payment-order-locked',
        sql`SELECT ${PAYMENT_ORDER_COLUMNS} FROM orders WHERE ${where} LIMIT 1 FOR UPDATE`,
      );
    const byNumber =
      orderNumber === null
        ? undefined
        : (await locked(sql`order_number = ${orderNumber}::text AND payment_id = ${paymentId}::text`))
            .rows[0];
    const row = byNumber ?? (await locked(sql`payment_id = ${paymentId}::text`)).rows[0];
    return row && paymentOrderOf(row);
  }

  /**
   * The payment's outcome on its transaction row: the pending row written when the payment started becomes
   * the final one (so verify-order's "newest transaction" is this outcome); a row is added if there was none.
   */
  async function recordOutcome(record: TransactionRecord): Promise<void> {
    await executePrepared(db, 'transaction-outcome', sql`WITH ${transactionOutcome(record)} SELECT 1`);
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
   * Payment completed (orderPaidCtes), for an order whose payment is nothing else to announce: the shop's gift
   * card paid it all at checkout.
   */
  async function markOrderPaid(orderId: number): Promise<void> {
    await executePrepared(db, 'order-mark-paid', sql`WITH ${orderPaidCtes(orderId)} SELECT 1`);
  }

  return {
    lockOrderByPaymentId,
    recordOutcome,
    closeUnpaidOrder,
    markOrderPaid,
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
