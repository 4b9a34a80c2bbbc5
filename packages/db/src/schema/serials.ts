import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.js';
import { orderItems, orders } from './orders.js';
import { adminUsers } from './people.js';

/**
 * The serial number or IMEI of each unit a serialised product sold (decision 049), recorded by staff while the
 * order is packed (core's normalizeSerial form: Latin letters and digits, upper-case). A serial is out with a
 * shopper until the unit comes back (`returned_at`): while it is out no other unit may carry it
 * (order_item_serials_out_unique), so the same serial is never sold twice; once back, it can be sold again.
 * `return_id` names the return that brought the unit back, when a return of single items records one; it stays
 * null for a whole-order return.
 */
export const orderItemSerials = pgTable(
  'order_item_serials',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    createdAt: createdAt(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: text('returned_by'),
    returnId: integer('return_id'),
  },
  (t) => [
    // core's serialRefusal, SERIAL_MIN to SERIAL_MAX characters: nothing else reaches the table.
    check('order_item_serials_serial_check', sql`${t.serial} ~ '^[A-Z0-9]{4,40}$'`),
    uniqueIndex('order_item_serials_out_unique')
      .on(t.serial)
      .where(sql`${t.returnedAt} is null`),
    index('order_item_serials_item_idx').on(t.orderItemId, t.id),
    index('order_item_serials_order_idx').on(t.orderId),
    // The orders search finds a serial by any part of it (the last digits of an IMEI read off a box).
    index('order_item_serials_search_idx')
      .using('gin', sql`${t.serial} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
