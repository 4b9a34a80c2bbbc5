import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One row per delivery window and day that has ever been booked (decision 034): nothing but a row to lock.
 * create-order locks it (FOR UPDATE) before counting the window-day's live orders, so concurrent checkouts
 * for the same window queue and the last seat goes to one of them; other windows are not held up.
 */
export const deliveryWindowDays = pgTable(
  'delivery_window_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    windowStart: text('window_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.windowStart] })],
);
