import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse-limit counters shared by every server process (sign-in, sign-up, orders, reviews, contact, e-mail).
 * One row per limit and subject (`sign-in-account:staff:admin`): a fixed window that starts at the first hit
 * and a count taken with one INSERT … ON CONFLICT DO UPDATE, so simultaneous requests cannot all read the
 * same old count. Rows whose window has ended mean nothing and are swept away.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** End of the current window, or of the lockout once a lockout limit was reached. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('rate_limits_hits_check', sql`${t.hits} >= 0`),
    index('rate_limits_window_ends_idx').on(t.windowEndsAt),
  ],
);
