import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DRIVER_TAP_ACTIONS } from '@matjar/core';
import { createdAt, identityId, updatedAt } from './columns.js';

/**
 * The shop's delivery drivers (cash on delivery reconciled): a name and a Qatari mobile number, no
 * sign-in. Orders are assigned to one and cash is recorded as received by one; a driver with orders is
 * deactivated rather than deleted, so the books keep naming them.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: identityId(),
    name: text('name').notNull(),
    /** The 8-digit local number, as core's driverPhone normalises it (+974 and Arabic-Indic digits folded). */
    phone: text('phone').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The language of the driver's run page (decision 053): Arabic unless staff choose English. */
    language: text('language', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /**
     * The driver's personal link (decision 053): signed over the driver's id and this number, so making a new
     * link or switching it off (link_active false) refuses every link given before. No secret is stored.
     */
    linkVersion: integer('link_version').notNull().default(0),
    linkActive: boolean('link_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('drivers_phone_unique').on(t.phone),
    check('drivers_phone_check', sql`${t.phone} ~ '^[0-9]{8}$'`),
    check('drivers_language_check', sql`${t.language} in ('ar', 'en')`),
  ],
);

/**
 * Every tap a driver's phone sent (decision 053), under the key the phone made for it: a tap sent again after
 * a lost answer finds its row and gets the first answer back, so it is applied once. Kept with the order.
 */
export const driverTaps = pgTable(
  'driver_taps',
  {
    key: text('key').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    action: text('action', { enum: DRIVER_TAP_ACTIONS }).notNull(),
    /** The answer the first delivery of the tap got, returned as is to a repeat. */
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    check('driver_taps_action_check', sql`${t.action} in ('delivered', 'cash', 'not_delivered')`),
    index('driver_taps_order_idx').on(t.orderId),
  ],
);
