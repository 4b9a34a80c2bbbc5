import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * The outbox row it was sent for (none for messages sent before it was kept): a row claimed again after its
     * lease ran out finds its message here and is not sent twice.
     */
    outboxId: integer('outbox_id'),
  },
  (t) => [
    check('whatsapp_messages_status_check', sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`),
    index('whatsapp_messages_order_idx').on(t.orderId, t.createdAt),
    index('whatsapp_messages_outbox_idx').on(t.outboxId),
  ],
);

/** Phones that replied STOP: nothing more is sent to them until they opt in again. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  recipient: text('recipient').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shop's WhatsApp Business connection as the Settings card keeps it: one row (id 1). The access token, the
 * app secret and the webhook's verify token are sealed (AES-256-GCM, settings-secrets.ts) under the key kept
 * outside the database, so a dump reads none of them. WHATSAPP=cloud in the environment wins over this row.
 */
export const whatsappConnection = pgTable(
  'whatsapp_connection',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    phoneNumberId: text('phone_number_id'),
    businessAccountId: text('business_account_id'),
    accessTokenSealed: text('access_token_sealed'),
    appSecretSealed: text('app_secret_sealed'),
    verifyTokenSealed: text('verify_token_sealed'),
    /** The last connection check (core's AdminWhatsAppCheck); cleared when the credentials change. */
    lastCheck: jsonb('last_check'),
    /**
     * A send Meta refused because of the shop's set-up (token, template, payment method: core's
     * AdminWhatsAppSendProblem), written by the worker, cleared by the next message Meta accepts. The dashboard
     * and the Settings card raise it: until then every message fails the same way.
     */
    sendProblem: jsonb('send_problem'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('whatsapp_connection_one_row', sql`${t.id} = 1`)],
);
