import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog.js';
import { createdAt, identityId } from './columns.js';

/**
 * "Notify me when available" (decision 036): one row per e-mail and sold-out product or
 * variant (variant_id null: the product without variants, or any of its variants). The stock ledger queues the
 * e-mail when the row's stock goes from 0 to more, and stamps notified_at so it is sent once; a new request
 * after that (or after unsubscribing) starts the row again with a new subscribed_at.
 */
export const restockAlerts = pgTable(
  'restock_alerts',
  {
    id: identityId(),
    /** Lower-cased and trimmed (core emailKey): one row per address whatever its spelling. */
    email: text('email').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The language of the page the shopper asked on: the e-mail is written in it. */
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /** When this subscription (re)started; with the id it names the e-mail in the outbox. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('restock_alerts_email_item').on(table.email, table.productId, table.variantId).nullsNotDistinct(),
    // The ledger's lookup on restock: the waiting rows of a product or variant.
    index('restock_alerts_waiting_product')
      .on(table.productId)
      .where(sql`notified_at IS NULL AND unsubscribed_at IS NULL`),
    index('restock_alerts_waiting_variant')
      .on(table.variantId)
      .where(sql`notified_at IS NULL AND unsubscribed_at IS NULL AND variant_id IS NOT NULL`),
  ],
);
