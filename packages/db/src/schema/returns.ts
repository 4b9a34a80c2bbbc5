import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, money } from './columns.js';
import { orderItems, orders } from './orders.js';
import { adminUsers } from './people.js';
import { refunds } from './refunds.js';

/** A return's kind: goods back (perhaps refunded), or goods back against a replacement order (core's words). */
export const RETURN_KINDS = ['return', 'exchange'] as const;
/** What came back: fit to sell again (back in stock), or damaged (written off in the stock ledger). */
export const RETURN_CONDITIONS = ['resellable', 'damaged'] as const;

/**
 * Goods that came back from a delivered order (decision 048): several per order, each naming its lines and
 * quantities. `value` is the lines at the price charged. A return past the shop's window carries the admin's
 * `late_reason`. `refund_id` is the refund made with it at once (a later refund is made on its own);
 * `replacement_order_id` is an exchange's new order, which points back through `orders.exchange_of_order_id`.
 * `request_key` makes the staff's request idempotent (one per opened dialog).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETURN_KINDS }).notNull().default('return'),
    reason: text('reason').notNull(),
    lateReason: text('late_reason'),
    value: money('value').notNull(),
    requestKey: text('request_key').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_returns_kind_check', sql`${t.kind} in ('return', 'exchange')`),
    check('order_returns_value_check', sql`${t.value} >= 0`),
    uniqueIndex('order_returns_request_key_unique').on(t.orderId, t.requestKey),
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    // The returns report reads returns by the day they were recorded.
    index('order_returns_created_idx').on(t.createdAt),
  ],
);

/**
 * One line of a return: which order line, how many units and in what condition. `unit_price` is copied from the
 * line. `serial_number` names the unit that came back once products record their serial numbers at packing.
 */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: identityId(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    condition: text('condition', { enum: RETURN_CONDITIONS }).notNull(),
    unitPrice: money('unit_price').notNull(),
    serialNumber: text('serial_number'),
  },
  (t) => [
    check('order_return_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_return_lines_condition_check', sql`${t.condition} in ('resellable', 'damaged')`),
    check('order_return_lines_price_check', sql`${t.unitPrice} >= 0`),
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_item_idx').on(t.orderItemId),
  ],
);
