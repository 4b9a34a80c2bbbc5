import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns.js';
import { searchFoldSql } from './search-fold.js';

/** What the back office's customer search matches: folded name and e-mail, then the phone's digits only. */
const CUSTOMER_SEARCH_TEXT = sql`${searchFoldSql("first_name || ' ' || last_name || ' ' || email")} || ' ' || regexp_replace(translate(phone, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g')`;

export const customers = pgTable(
  'customers',
  {
    id: identityId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored as typed; uniqueness and sign-in compare lower(email). */
    email: text('email').notNull(),
    /** As typed; empty for a guest who gave none (a gift-card order). */
    phone: text('phone').notNull(),
    /**
     * Null for a guest: a shopper who ordered without an account (decision 021). Signing up with the
     * guest's e-mail or phone sets it, and the guest becomes an account with its orders.
     */
    passwordHash: text('password_hash'),
    /** The phone and e-mail folded by @matjar/core (phoneKey, emailKey): how orders find their customer. */
    phoneKey: text('phone_key'),
    emailKey: text('email_key'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When this customer's first sale (core's SALES_SQL) was placed; null before one. Kept by a trigger on
     * `orders` (migration 0022, decision 028) so the customers report counts new buyers with one index range.
     */
    firstSaleAt: timestamp('first_sale_at', { withTimezone: true }),
    searchText: text('search_text').notNull().generatedAlwaysAs(CUSTOMER_SEARCH_TEXT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per e-mail. A guest may share its e-mail with an account: a sign-up with a guest's e-mail
    // is a new account until the owner of the address proves it by the e-mailed link (decision 043).
    uniqueIndex('customers_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.passwordHash} is not null`),
    index('customers_created_idx').on(t.createdAt.desc()),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_phone_key_idx').on(t.phoneKey),
    index('customers_email_key_idx').on(t.emailKey),
    index('customers_first_sale_idx')
      .on(t.firstSaleAt)
      .where(sql`${t.firstSaleAt} is not null`),
    // One guest per phone: two orders racing from one new phone make one guest (the loser's insert does
    // nothing and reads the winner's). Accounts may share a phone (a family), as before.
    uniqueIndex('customers_guest_phone_unique')
      .on(t.phoneKey)
      .where(sql`${t.passwordHash} is null and ${t.phoneKey} is not null`),
    // The customers list's guest/account filter, newest first.
    index('customers_kind_created_idx').on(sql`(${t.passwordHash} is null)`, t.createdAt.desc(), t.id.desc()),
  ],
);

export const ADMIN_ROLES = ['viewer', 'editor', 'admin', 'super_admin'] as const;

export const adminUsers = pgTable(
  'admin_users',
  {
    id: identityId(),
    /** Immutable once created (spec back-office §3). */
    username: text('username').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    role: text('role', { enum: ADMIN_ROLES }).notNull().default('viewer'),
    isActive: boolean('is_active').notNull().default(true),
    receiveNotifications: boolean('receive_notifications').notNull().default(true),
    /** WhatsApp number for staff messages: a Qatari mobile stored as '+974 5512 3456' (D24), or null. */
    whatsappPhone: text('whatsapp_phone'),
    /** Send this staff member a WhatsApp message for each new order (needs whatsappPhone). */
    whatsappNotifications: boolean('whatsapp_notifications').notNull().default(false),
    /** The language of this member's WhatsApp messages and their money (ar default, en). */
    whatsappLanguage: text('whatsapp_language', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_username_unique').on(sql`lower(${t.username})`),
    check('admin_users_role_check', sql`${t.role} in ('viewer', 'editor', 'admin', 'super_admin')`),
    check('admin_users_super_admin_active_check', sql`${t.role} <> 'super_admin' or ${t.isActive}`),
    check('admin_users_whatsapp_language_check', sql`${t.whatsappLanguage} in ('ar', 'en')`),
  ],
);

/**
 * Server-side sessions for staff and customers. The cookie or bearer token is random; only its SHA-256 is
 * stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['admin', 'customer'] }).notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    check(
      'sessions_owner_check',
      sql`(${t.kind} = 'admin' and ${t.adminUserId} is not null and ${t.customerId} is null)
        or (${t.kind} = 'customer' and ${t.customerId} is not null and ${t.adminUserId} is null)`,
    ),
    index('sessions_admin_user_idx').on(t.adminUserId),
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A customer's saved delivery addresses (decision 037), in the checkout's parts (D14). At
 * most one default per customer (partial unique index); the account keeps at most SAVED_ADDRESSES_MAX.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: identityId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    /** QATAR_CITIES code. */
    city: text('city').notNull(),
    zone: text('zone').notNull(),
    street: text('street').notNull(),
    building: text('building').notNull(),
    unit: text('unit').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * The e-mailed links that join a guest's orders to the account signed up with the guest's e-mail (decision
 * 043): the account starts with its own empty history, and the guest record joins it only when the link is
 * followed. Only the token's SHA-256 is stored; a link works once (used_at) and until expires_at.
 */
export const guestOrderLinks = pgTable(
  'guest_order_links',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guest_order_links_token_unique').on(t.tokenHash),
    index('guest_order_links_guest_idx').on(t.guestId),
  ],
);
