import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog.js';
import { createdAt, identityId } from './columns.js';
import { orders } from './orders.js';
import { adminUsers } from './people.js';

/** Why a stock level moved; the one stock function (server stock-ledger.ts) writes every one of them. */
export const STOCK_MOVEMENT_REASONS = [
  'initial',
  'order_reserved',
  'payment_released',
  'order_canceled',
  'manual_adjustment',
  'import',
  'return',
  'codes_imported',
  'code_replaced',
  'return_damaged',
] as const;

/**
 * The stock ledger. A movement moves one row's stock: the product's own (variant_id null) or one variant's
 * (variant_id set, product_id its product). So for every product and every variant,
 * stock = sum(delta) of its movements, the first of which is the 'initial' one.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: identityId(),
    createdAt: createdAt(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** The row's stock right after this movement, so the history reads without summing. */
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    /** Orders may be deleted by staff; the movement stays and reads "order removed". */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Staff username copied at the time (reads the same after the account goes); null for shoppers and jobs. */
    actorName: text('actor_name'),
    note: text('note'),
  },
  (t) => [
    check(
      'stock_movements_reason_check',
      sql`${t.reason} in ('initial', 'order_reserved', 'payment_released', 'order_canceled', 'manual_adjustment', 'import', 'return', 'codes_imported', 'code_replaced', 'return_damaged')`,
    ),
    check('stock_movements_delta_check', sql`${t.delta} <> 0 or ${t.reason} = 'initial'`),
    check('stock_movements_stock_after_check', sql`${t.stockAfter} >= 0`),
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc()),
    index('stock_movements_variant_idx')
      .on(t.variantId)
      .where(sql`${t.variantId} is not null`),
    index('stock_movements_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
