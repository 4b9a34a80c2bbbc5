import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.js';
import { giftCards, orders } from './orders.js';
import { adminUsers } from './people.js';
import { refunds } from './refunds.js';

/**
 * Why a shop gift card's balance moved (core's GIFT_CARD_LEDGER_KINDS): issued (sold, or store credit given),
 * spent on an order, a spend released (the order's card payment expired or was cancelled, or the order was
 * canceled), a refund to store credit, a staff adjustment (reason required), voided (the card replaced or
 * its order canceled: what was left goes to nobody, or to the replacement's own issue row).
 */
export const GIFT_CARD_LEDGER_KINDS = ['issue', 'spend', 'release', 'refund', 'adjust', 'void'] as const;

/**
 * The balance ledger of the shop's own gift cards (decision 046): one row per movement, amount signed in
 * dirhams. A card's balance is the sum of its rows, kept in `gift_cards.balance` by the same statement that
 * writes the row (which holds the card row's lock), so two spends racing for one balance queue on the card
 * and the second sees what the first left. No code is written here: rows name the card by its id.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: identityId(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GIFT_CARD_LEDGER_KINDS }).notNull(),
    /** Signed dirhams: spend, void and a negative adjustment take away; the rest add. */
    amount: integer('amount').notNull(),
    /** The balance after this row. */
    balanceAfter: integer('balance_after').notNull(),
    /** The order it paid (spend, release) or whose refund it is. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** Required for an adjustment; a release, void or issue says why in words too. */
    reason: text('reason'),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'gift_card_ledger_kind_check',
      sql`${t.kind} in ('issue', 'spend', 'release', 'refund', 'adjust', 'void')`,
    ),
    check(
      'gift_card_ledger_amount_check',
      sql`${t.amount} <> 0 and case ${t.kind} when 'spend' then ${t.amount} < 0 when 'void' then ${t.amount} < 0
        when 'adjust' then true else ${t.amount} > 0 end`,
    ),
    check('gift_card_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
    check(
      'gift_card_ledger_reason_check',
      sql`${t.kind} <> 'adjust' or (${t.reason} is not null and length(trim(${t.reason})) > 0)`,
    ),
    index('gift_card_ledger_card_idx').on(t.giftCardId, t.createdAt, t.id),
    index('gift_card_ledger_order_idx').on(t.orderId),
    // One spend and at most one release per card and order: a retried release finds it made.
    uniqueIndex('gift_card_ledger_spend_unique')
      .on(t.giftCardId, t.orderId)
      .where(sql`${t.kind} = 'spend'`),
    uniqueIndex('gift_card_ledger_release_unique')
      .on(t.giftCardId, t.orderId)
      .where(sql`${t.kind} = 'release'`),
  ],
);
