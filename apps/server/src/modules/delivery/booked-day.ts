import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbTransaction } from '@matjar/db';
import { readDeliverySchedule } from './delivery-zones-service.js';

// The day an order is delivered on, as the shopper booked it (decision 053), for the delivery sheet, the
// driver's run and the cash expected today. Written as SQL over an `orders o` row so a day's orders are chosen
// in the database. Doha keeps UTC+3 all year (core's doha-time.ts), so its calendar day is UTC + 3 hours.

const dohaDay = (column: SQL) => sql`((${column} AT TIME ZONE 'UTC') + interval '3 hours')::date`;

/** The schedule's working days (0 Sunday … 6 Saturday) as a PostgreSQL int[] literal parameter. */
async function workingDays(db: Db | DbTransaction): Promise<string> {
  const schedule = await readDeliverySchedule(db);
  return `{${schedule.working_days.map((day) => Number(day)).join(',')}}`;
}

/**
 * The day booked: the window's day; else the promise's first day, `delivery_days_min` working days (the
 * shop's working days) after the Doha day the order was placed (0: that day); else, for an order placed
 * before promises were kept, the day it was given to its driver.
 */
function bookedDay(days: string): SQL {
  const placed = dohaDay(sql`o.created_at`);
  const promised = sql`CASE WHEN o.delivery_days_min IS NULL THEN NULL
    WHEN o.delivery_days_min = 0 THEN ${placed}
    ELSE (SELECT ${placed} + n FROM generate_series(1, 7 * (o.delivery_days_min + 1)) n
      WHERE extract(dow FROM ${placed} + n)::int = ANY(${days}::int[])
      ORDER BY n OFFSET o.delivery_days_min - 1 LIMIT 1) END`;
  return sql`coalesce(o.delivery_date, ${promised}, ${dohaDay(sql`o.driver_assigned_at`)})`;
}

/**
 * The day an order is on a driver's round: its booked day; an order still to deliver whose day has passed is
 * carried onto today (late); a delivered one is on the day it was delivered, early or late: the sheet of a past
 * day is what the driver did.
 */
function runDay(days: string, today: string): SQL {
  const booked = bookedDay(days);
  const delivered = sql`(SELECT max(${dohaDay(sql`h.created_at`)}) FROM order_status_history h
    WHERE h.order_id = o.id AND h.to_status = 'delivered')`;
  return sql`CASE WHEN o.status IN ('pending', 'confirmed', 'shipped') THEN greatest(${booked}, ${today}::date)
    WHEN o.status = 'delivered' THEN coalesce(${delivered}, ${booked})
    ELSE ${booked} END`;
}

/** The SQL of an order's booked and run days for the shop's schedule, read once per request. */
export async function bookedDaySql(db: Db | DbTransaction, today: string) {
  const days = await workingDays(db);
  return { booked: bookedDay(days), run: runDay(days, today) };
}
