import { sql, type SQL } from 'drizzle-orm';
import { DOHA_UTC_OFFSET_HOURS, REFUND_SQL, REVENUE_SQL, SALES_SQL } from '@matjar/core';

/** A stretch of time, from included, to excluded. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

// Core's rules in SQL, unqualified over `orders` (the revenue one matches orders_revenue_at_idx).
export const IS_SALE = sql.raw(SALES_SQL.counts);
export const IS_CANCELLED_SALE = sql.raw(SALES_SQL.cancelled);
export const HAS_RETURNED_GOODS = sql.raw(SALES_SQL.withReturnedGoods);
export const IS_REVENUE = sql.raw(REVENUE_SQL.counts);
export const REVENUE_AMOUNT = sql.raw(REVENUE_SQL.amount);
export const REVENUE_AT = sql.raw(REVENUE_SQL.at);
// Refunds over `refunds`: on the day the money went back (decision 045).
export const IS_REFUND = sql.raw(REFUND_SQL.counts);
export const REFUND_AMOUNT = sql.raw(REFUND_SQL.amount);
export const REFUND_AT = sql.raw(REFUND_SQL.at);

export const within = (column: SQL, w: TimeWindow) => sql`${column} >= ${w.from} AND ${column} < ${w.to}`;

/** The Doha calendar day of an instant, as a date (UTC+3 all year). */
export const dohaDay = (instant: SQL) =>
  sql`(${instant} AT TIME ZONE 'UTC' + interval '${sql.raw(String(DOHA_UTC_OFFSET_HOURS))} hours')::date`;
