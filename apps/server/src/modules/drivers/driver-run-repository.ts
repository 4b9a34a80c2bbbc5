import { sql } from 'drizzle-orm';
import {
  bluePlateMapUrl,
  bluePlateOf,
  contactLinks,
  dohaDate,
  type DriverRunGroup,
  type DriverRunResponse,
  type DriverStop,
} from '@matjar/core';
import { type DbHandle } from '@matjar/db';
import { bookedDaySql } from '../delivery/index.js';
import type { LinkedDriver } from './driver-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type RawStop = {
  id: number;
  short_number: number;
  customer_name: string;
  customer_phone: string | null;
  payment_method: 'cash' | 'online';
  status: string;
  due: number | string;
  cash_received_amount: number | null;
  shipping_address: string | null;
  shipping_city: string | null;
  shipping_notes: string | null;
  delivery_date: string | null;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  run_day: string;
  late: boolean;
  zone: number | null;
};

function toStop(raw: RawStop, items: DriverStop['items']): DriverStop {
  const plate = bluePlateOf(raw.shipping_address);
  const due = Number(raw.due);
  const collected = raw.cash_received_amount;
  const window =
    raw.delivery_date && raw.delivery_window_start && raw.delivery_window_end
      ? { date: raw.delivery_date, start: raw.delivery_window_start, end: raw.delivery_window_end }
      : null;
  return {
    id: raw.id,
    short_number: raw.short_number,
    customer_name: raw.customer_name,
    phone: contactLinks(raw.customer_phone),
    items,
    payment_method: raw.payment_method,
    to_collect: raw.payment_method === 'cash' && collected === null ? due : 0,
    cash_collected: collected,
    address: { line: raw.shipping_address, city: raw.shipping_city, ...plate },
    notes: raw.shipping_notes,
    map_url: bluePlateMapUrl(plate, raw.shipping_city),
    window,
    day: raw.run_day,
    late: raw.late,
    state: raw.status === 'delivered' ? 'delivered' : 'to_deliver',
  };
}

/** Stops of one day grouped by window (morning first, orders without a window last), in the order given. */
function groupByWindow(stops: DriverStop[]): DriverRunGroup[] {
  const groups: DriverRunGroup[] = [];
  for (const stop of stops) {
    const window = stop.window ? { start: stop.window.start, end: stop.window.end } : null;
    const last = groups.at(-1);
    if (last && last.window?.start === window?.start && last.window?.end === window?.end) {
      last.stops.push(stop);
    } else {
      groups.push({ window, stops: [stop] });
    }
  }
  return groups;
}

/** SQL of a driver's run page. */
export function createDriverRunRepository(db: DbHandle) {
  /**
   * A driver's run (decision 053): their orders on today's and tomorrow's round (bookedDaySql), to deliver or
   * delivered, by day, then window (the morning's before the evening's, those without one last), then blue-plate
   * zone (unique across Qatar, so zone order is a route) and city; with each order's lines to hand over.
   */
  async function loadDriverRun(driver: LinkedDriver, now: Date): Promise<DriverRunResponse> {
    const today = dohaDate(now);
    const tomorrow = dohaDate(new Date(now.getTime() + DAY_MS));
    const day = await bookedDaySql(db, today);
    const result = await db.execute<RawStop>(sql`
      SELECT * FROM (
        SELECT o.id, o.short_number, o.customer_name, o.customer_phone, o.payment_method, o.status,
          o.total_amount - o.gift_card_amount AS due, o.cash_received_amount, o.shipping_address, o.shipping_city,
          o.shipping_notes, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_window_start,
          o.delivery_window_end, to_char(${day.run}, 'YYYY-MM-DD') AS run_day,
          o.status IN ('pending', 'confirmed', 'shipped') AND ${day.booked} < ${today}::date AS late,
          substring(o.shipping_address from '^\\D*(\\d{1,3})')::int AS zone, o.driver_assigned_at
        FROM orders o
        WHERE o.driver_id = ${driver.id} AND o.archived_at IS NULL
          AND o.status IN ('pending', 'confirmed', 'shipped', 'delivered')
      ) stop
      WHERE stop.run_day IN (${today}, ${tomorrow})
      ORDER BY stop.run_day, stop.delivery_window_start NULLS LAST, stop.zone NULLS LAST,
        stop.shipping_city NULLS LAST, stop.driver_assigned_at, stop.id`);
    const ids = result.rows.map((row) => row.id);
    const english = driver.language === 'en';
    const lines =
      ids.length === 0
        ? []
        : (
            await db.execute<{ order_id: number; name: string; quantity: number }>(sql`
              SELECT order_id, quantity,
                CASE WHEN ${english} THEN coalesce(product_name_en, product_name) ELSE product_name END
                  || coalesce(' — ' || CASE WHEN ${english} THEN coalesce(variant_name_en, variant_name)
                    ELSE variant_name END, '') AS name
              FROM order_items WHERE order_id = ANY(${`{${ids.join(',')}}`}::int[]) AND NOT is_gift_card
              ORDER BY order_id, id`)
          ).rows;
    const stops = result.rows.map((raw) =>
      toStop(
        raw,
        lines.filter((line) => line.order_id === raw.id).map(({ name, quantity }) => ({ name, quantity })),
      ),
    );
    const todays = stops.filter((stop) => stop.day === today);
    return {
      driver: { name: driver.name, language: driver.language },
      today,
      tomorrow,
      days: [today, tomorrow].map((date) => ({
        date,
        groups: groupByWindow(stops.filter((stop) => stop.day === date)),
      })),
      cash: {
        to_collect: todays.reduce((sum, stop) => sum + stop.to_collect, 0),
        collected: todays.reduce((sum, stop) => sum + (stop.cash_collected ?? 0), 0),
      },
    };
  }

  return { loadDriverRun };
}

export type DriverRunRepository = ReturnType<typeof createDriverRunRepository>;
