import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.js';

export const SANDBOX_PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;

/**
 * Payments taken by the built-in sandbox gateway (departure D12): its hosted test page and its signed
 * callbacks. Kept in the database, not in memory, so any server process can show the page, answer a
 * look-up or retry a callback after a restart.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The gateway payment id (a UUID), stored on the order as orders.payment_id. */
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    amount: money('amount').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    customerName: text('customer_name').notNull(),
    returnUrl: text('return_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: SANDBOX_PAYMENT_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    visaId: text('visa_id'),
    cardType: text('card_type'),
    /** Set when an outcome needs its signed callback delivered; cleared once the shop answered 2xx. */
    callbackDueAt: timestamp('callback_due_at', { withTimezone: true }),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    callbackError: text('callback_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'sandbox_payments_status_check',
      sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled')`,
    ),
    check('sandbox_payments_amount_check', sql`${t.amount} >= 0`),
    index('sandbox_payments_callback_due_idx')
      .on(t.callbackDueAt)
      .where(sql`${t.callbackDueAt} is not null`),
  ],
);
