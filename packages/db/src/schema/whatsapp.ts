import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.js';
import { orders } from './orders.js';

export const WHATSAPP_MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/**
 * Each WhatsApp message the Cloud API accepted (decision 033): who, which event, which template, and the status
 * its webhooks report. Statuses only go forward (sent → delivered → read; failed from any).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: identityId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** International form without '+': 97455123456. */
    recipient: text('recipient').notNull(),
    /** The outbox kind that sent it, e.g. whatsapp:order-received. */
    kind: text('kind').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    wamid: text('wamid').notNull().unique('whatsapp_messages_wamid_unique'),
    status: text('status', { enum: WHATSAPP_MESSAGE_STATUSES }).notNull().default('sent'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('whatsapp_messages_status_check', sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`),
    index('whatsapp_messages_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** Phones that replied STOP: nothing more is sent to them until they opt in again. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  recipient: text('recipient').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
