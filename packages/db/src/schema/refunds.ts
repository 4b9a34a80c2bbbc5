import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, money } from './columns.js';
import { drivers } from './drivers.js';
import { giftCards, orders } from './orders.js';
import { adminUsers } from './people.js';
import { sandboxPayments } from './sandbox-payments.js';

/**
 * Ways money goes back to a shopper (core's REFUND_METHODS): to the card through the payment gateway, in
 * cash, or as store credit on the shop's own gift card where the shopper agreed (decision 046).
 */
export const REFUND_METHODS = ['card', 'cash', 'store_credit'] as const;
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const CASH_REFUND_HOW = ['cash', 'bank_transfer'] as const;

/**
 * Every refund of an order (decision 045): how much, why, by which method, who asked and whether the money has
 * gone back. A card refund is pending until the gateway confirms it (a time-out leaves it pending; a refusal
 * marks it failed with the gateway's reason, and a retry asks again under the same gateway key, so it is never
 * made twice). `request_key` makes the staff's request idempotent: a double click or a retried request with the
 * same key answers the same refund. Only succeeded refunds count in `orders.refunded_amount` and in revenue.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** The back office's key for this request (one per refund dialog), unique per order. */
    requestKey: text('request_key').notNull(),
    /** Card: the gateway asked (or whose portal made it), its refund id or the portal's refund reference. */
    gateway: text('gateway'),
    gatewayRefundId: text('gateway_refund_id'),
    /** Card: the key the gateway de-duplicates on (`refund-<id>`), the same on every retry. */
    gatewayKey: text('gateway_key'),
    /** Why the gateway refused, in its words, or that it did not answer in time. */
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** Cash: who paid it back (a driver, or the staff member named) and how. */
    cashPaidByDriverId: integer('cash_paid_by_driver_id').references(() => drivers.id, {
      onDelete: 'restrict',
    }),
    cashPaidBy: text('cash_paid_by'),
    cashHow: text('cash_how', { enum: CASH_REFUND_HOW }),
    /** Store credit: the shop gift card credited (issued for it, or topped up). */
    giftCardId: integer('gift_card_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'restrict' }),
    /** Store credit: staff ticked "the shopper agreed" (a refund to store credit only where they agree). */
    shopperAgreed: boolean('shopper_agreed').notNull().default(false),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    createdAt: createdAt(),
    /** When the money went back (succeeded): the day revenue is reduced. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_method_check', sql`${t.method} in ('card', 'cash', 'store_credit')`),
    check(
      'refunds_store_credit_check',
      sql`${t.method} <> 'store_credit' or (${t.shopperAgreed} and ${t.giftCardId} is not null)`,
    ),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check(
      'refunds_cash_check',
      sql`(${t.method} = 'cash') = (${t.cashHow} is not null) and (${t.cashHow} is null or ${t.cashHow} in ('cash', 'bank_transfer'))`,
    ),
    check('refunds_settled_check', sql`(${t.status} = 'succeeded') = (${t.settledAt} is not null)`),
    uniqueIndex('refunds_request_key_unique').on(t.orderId, t.requestKey),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_settled_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

/**
 * Refunds the sandbox gateway made (its side of the refund API): keyed by the shop's gateway key, so asking
 * twice with one key answers the first refund instead of making a second.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    refundKey: text('refund_key').notNull().unique('sandbox_refunds_key_unique'),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_refunds_amount_check', sql`${t.amount} > 0`),
    index('sandbox_refunds_payment_idx').on(t.paymentId),
  ],
);
