import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('drivers_phone_unique').on(t.phone),
    check('drivers_phone_check', sql`${t.phone} ~ '^[0-9]{8}$'`),
  ],
);
