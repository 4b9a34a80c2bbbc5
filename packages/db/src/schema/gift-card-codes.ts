import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog.js';
import { createdAt, identityId, money } from './columns.js';
import { orders } from './orders.js';
import { adminUsers } from './people.js';

export const GIFT_CARD_CODE_STATUSES = ['available', 'reserved', 'sold', 'faulty'] as const;

/** One import of brand codes (a paste or a file): who loaded how many, when, under what name. */
export const giftCardCodeBatches = pgTable(
  'gift_card_code_batches',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The staff member's username at the time; "seed" for the demo shop's codes. */
    importedBy: text('imported_by').notNull(),
    /** The demo shop's made-up codes, never a brand's. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_code_batches_count_check', sql`${t.count} > 0`),
    index('gift_card_code_batches_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);

/**
 * The code inventory of brand gift cards (departure D25): each row is one code a brand or distributor sold
 * the shop, for one card and denomination. The code, its PIN and serial are sealed with AES-256-GCM under the
 * key outside the database (`secret`); `code_hash` (a keyed HMAC of the folded code) finds duplicates without
 * the code. available → reserved (an unpaid card order holds it) → sold (a paid order's) → faulty (the brand
 * refused it; the buyer got another). For such a card, the product's and variant's stock is its count of
 * available codes: the import adds to it and a checkout takes from it through the stock ledger.
 */
export const giftCardCodes = pgTable(
  'gift_card_codes',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => giftCardCodeBatches.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique('gift_card_codes_code_hash_unique'),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of {code, pin, serial}. */
    secret: text('secret').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    cost: money('cost'),
    status: text('status', { enum: GIFT_CARD_CODE_STATUSES }).notNull().default('available'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    faultyAt: timestamp('faulty_at', { withTimezone: true }),
    faultyReason: text('faulty_reason'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_codes_status_check', sql`${t.status} in ('available', 'reserved', 'sold', 'faulty')`),
    check('gift_card_codes_cost_check', sql`${t.cost} is null or ${t.cost} >= 0`),
    check(
      'gift_card_codes_order_check',
      sql`(${t.status} <> 'available' or ${t.orderId} is null) and (${t.status} <> 'reserved' or ${t.orderId} is not null)`,
    ),
    // Checkout takes the oldest available codes of a denomination, skipping the ones others are taking.
    index('gift_card_codes_available_idx')
      .on(t.productId, t.variantId, t.id)
      .where(sql`${t.status} = 'available'`),
    index('gift_card_codes_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('gift_card_codes_counts_idx').on(t.productId, t.variantId, t.status),
  ],
);
