import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.js';
import { orders } from './orders.js';
import { adminUsers } from './people.js';

/** Key/value settings read by the storefront and edited in the back office (values are text, often JSON). */
export const siteSettings = pgTable('site_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: text('setting_value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Written by the server in the same transaction as every back-office change (departure D6). */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: identityId(),
    createdAt: createdAt(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userRole: text('user_role').notNull(),
    actionType: text('action_type', { enum: ['CREATE', 'UPDATE', 'DELETE'] }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityName: text('entity_name'),
    changes: jsonb('changes').$type<{ old?: unknown; new?: unknown }>(),
    description: text('description').notNull(),
  },
  (t) => [
    check('activity_logs_action_check', sql`${t.actionType} in ('CREATE', 'UPDATE', 'DELETE')`),
    index('activity_logs_created_idx').on(t.createdAt.desc()),
    index('activity_logs_user_idx').on(t.userId, t.createdAt.desc()),
    index('activity_logs_filter_idx').on(t.actionType, t.entityType, t.createdAt.desc()),
  ],
);

/** A new-order alert for one staff member; unread until read or dismissed (back-office §2). */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: identityId(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_notifications_unique').on(t.adminUserId, t.orderId),
    index('staff_notifications_unread_idx')
      .on(t.adminUserId, t.createdAt.desc())
      .where(sql`${t.readAt} is null and ${t.dismissedAt} is null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    isRead: boolean('is_read').notNull().default(false),
    /** Archived messages leave the inbox but are kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_unread_idx')
      .on(t.createdAt.desc())
      .where(sql`not ${t.isRead} and ${t.archivedAt} is null`),
  ],
);

/** Staff replies to a contact message, e-mailed through the outbox in the sender's language and kept here. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: identityId(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Kept as written so the reply's author stays known after the account is gone. */
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Durable side effects (e-mail and outgoing calls), written in the transaction of the change that causes
 * them and delivered by a worker with `FOR UPDATE SKIP LOCKED`, so nothing is lost or sent twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: identityId(),
    kind: text('kind').notNull(),
    /** Set when the same effect must never be queued twice (e.g. 'order-confirmation:ORD-…'). */
    dedupeKey: text('dedupe_key').unique('outbox_dedupe_key_unique'),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Random per row: an e-mail's Message-ID is made from it, so the id says nothing (no key, token, address
     * or row number) and is never reused after a reset or restore, yet a resend of the same row repeats it.
     */
    messageId: uuid('message_id').notNull().defaultRandom(),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The order page lists an order's WhatsApp messages that did not go out, and the worker finds the order's
    // older status messages still waiting: both by the order id in the payload of the whatsapp: rows.
    index('outbox_whatsapp_order_idx')
      .on(sql`((${t.payload}->>'orderId'))`)
      .where(sql`${t.kind} like 'whatsapp:%'`),
  ],
);
