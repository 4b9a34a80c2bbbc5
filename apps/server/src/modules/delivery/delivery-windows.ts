import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  AppError,
  DELIVERY_ZONES_SETTING,
  deliveryZoneFor,
  offeredDeliveryDates,
  offeredDeliveryDays,
  offeredWindowFor,
  parseDeliveryZones,
  windowDayKey,
  type ChosenDeliveryWindow,
  type DeliveryDestination,
  type DeliveryWindowOnOrder,
  type DeliveryZone,
  type StoreDeliveryWindowsResponse,
} from '@matjar/core';
import { deliveryWindowDays, orders, type Db, type DbTransaction } from '@matjar/db';
import { readSetting } from '../content/index.js';
import { readDeliverySchedule } from './delivery-zones-service.js';

/** A window an order books: the day, the times as promised, and the seats the window has that day. */
export interface BookedWindow {
  date: string;
  start: string;
  end: string;
  capacity: number;
}

/** Orders that hold a seat: every order with the window except cancelled and returned ones (freed seats). */
const holdsSeat = notInArray(orders.status, ['canceled', 'returned']);

/** The live orders of each window-day on these dates, by windowDayKey. */
export async function bookedWindowDays(db: Db, dates: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({
      date: orders.deliveryDate,
      start: orders.deliveryWindowStart,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(inArray(orders.deliveryDate, dates), holdsSeat))
    .groupBy(orders.deliveryDate, orders.deliveryWindowStart);
  return new Map(rows.map((row) => [windowDayKey(row.date!, row.start!), row.count]));
}

/**
 * The window a checkout asks for, checked against the schedule in force (decision 034): required when the
 * address's zone offers windows, refused when it does not (WINDOW_INVALID, 422). Seats are counted later,
 * inside the order's transaction (bookDeliveryWindow).
 */
export async function checkedDeliveryWindow(
  db: Db,
  zone: DeliveryZone | undefined,
  chosen: ChosenDeliveryWindow | undefined,
  now: Date,
): Promise<BookedWindow | null> {
  if (!zone?.windows) {
    if (chosen) throw new AppError('WINDOW_INVALID');
    return null;
  }
  if (!chosen) throw new AppError('WINDOW_INVALID');
  const window = offeredWindowFor(await readDeliverySchedule(db), now, chosen);
  if (!window) throw new AppError('WINDOW_INVALID');
  return { date: chosen.date, start: window.start, end: window.end, capacity: window.capacity };
}

/**
 * Takes a seat in the window-day inside the order's transaction, or refuses with WINDOW_FULL (409). The
 * window-day's row is locked first, so concurrent checkouts for it count one after another and each sees the
 * orders committed before it: never more orders than seats.
 */
export async function bookDeliveryWindow(tx: DbTransaction, window: BookedWindow): Promise<void> {
  await tx
    .insert(deliveryWindowDays)
    .values({ day: window.date, windowStart: window.start })
    .onConflictDoNothing();
  await tx.execute(
    sql`SELECT 1 FROM delivery_window_days WHERE day = ${window.date} AND window_start = ${window.start}
        FOR UPDATE`,
  );
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.deliveryDate, window.date), eq(orders.deliveryWindowStart, window.start), holdsSeat),
    );
  if ((row?.count ?? 0) >= window.capacity) throw new AppError('WINDOW_FULL');
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The days and windows a checkout for this address may choose from (GET /api/store/delivery-windows). */
export async function offeredWindows(
  db: Db,
  destination: DeliveryDestination,
  now: Date,
): Promise<StoreDeliveryWindowsResponse> {
  const row = await readSetting(db, DELIVERY_ZONES_SETTING);
  const zones = parseDeliveryZones(parseJson(row?.value));
  const zone = deliveryZoneFor(zones, destination);
  if (!zone?.delivered || !zone.windows) return { windows: false, days: [] };
  const schedule = await readDeliverySchedule(db);
  const booked = await bookedWindowDays(db, offeredDeliveryDates(schedule, now));
  return { windows: true, days: offeredDeliveryDays(schedule, now, booked) };
}

/** The window an order row booked, as the answers carry it; null when it booked none. */
export function windowOfOrder(order: {
  deliveryDate: string | null;
  deliveryWindowStart: string | null;
  deliveryWindowEnd: string | null;
}): DeliveryWindowOnOrder | null {
  const { deliveryDate: date, deliveryWindowStart: start, deliveryWindowEnd: end } = order;
  return date && start && end ? { date, start, end } : null;
}

/** `{ window }` for an order that booked one, nothing otherwise: the answers of orders without are unchanged. */
export function windowField(order: Parameters<typeof windowOfOrder>[0]): { window?: DeliveryWindowOnOrder } {
  const window = windowOfOrder(order);
  return window ? { window } : {};
}
