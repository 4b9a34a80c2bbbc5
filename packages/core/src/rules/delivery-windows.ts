import { dohaDate, startOfDohaDay } from './doha-time.js';
import { formatCalendarDay, formatTime, type Locale } from './locale.js';
import type {
  ChosenDeliveryWindow,
  DeliverySchedule,
  DeliveryTimeWindow,
} from '../schemas/delivery-windows.js';

// Decision 034: delivery windows. The shop keeps one schedule (working days, a cut-off time, how many
// working days ahead a shopper may book, and the time windows of a working day with their capacity); each
// delivery zone offers windows or not (DeliveryZone.windows). A day's windows close at the cut-off time on the
// calendar day before it (Doha time), so today's are always closed and tomorrow's close at the cut-off today.

/** The site_settings key the schedule is stored under (JSON). */
export const DELIVERY_SCHEDULE_SETTING = 'delivery_schedule';
/** 0 Sunday … 6 Saturday (JavaScript's getUTCDay of the Doha date). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const DEFAULT_DELIVERY_SCHEDULE: DeliverySchedule = {
  working_days: [0, 1, 2, 3, 4, 6],
  cutoff: '18:00',
  days_ahead: 6,
  windows: [
    { start: '10:00', end: '14:00', capacity: 20 },
    { start: '16:00', end: '21:00', capacity: 20 },
  ],
};

/** Why an offered window cannot be chosen: its seats are taken, or its booking closed at the cut-off. */
export type WindowClosedReason = 'full' | 'cutoff';

export interface OfferedWindow {
  start: string;
  end: string;
  /** Seats left (0 when full or closed). */
  left: number;
  closed: WindowClosedReason | null;
}

export interface OfferedDay {
  date: string;
  windows: OfferedWindow[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The key a window-day is booked under: "2026-11-28 10:00". */
export const windowDayKey = (date: string, start: string) => `${date} ${start}`;

/** The instant a day's windows stop taking orders: the cut-off (Doha) on the calendar day before. */
export function windowBookingCloses(schedule: DeliverySchedule, date: string): Date {
  const [hours, minutes] = schedule.cutoff.split(':').map(Number) as [number, number];
  return new Date(startOfDohaDay(addDays(date, -1)).getTime() + (hours * 60 + minutes) * 60_000);
}

/** The next `days_ahead` working days after today (Doha), YYYY-MM-DD, soonest first. */
export function offeredDeliveryDates(schedule: DeliverySchedule, now: Date): string[] {
  const dates: string[] = [];
  let date = dohaDate(now);
  while (dates.length < schedule.days_ahead) {
    date = addDays(date, 1);
    if (schedule.working_days.includes(weekday(date))) dates.push(date);
  }
  return dates;
}

/**
 * The days and windows a shopper sees, each window with its seats left and, when it cannot be chosen, why.
 * `booked` counts the orders holding each window-day (windowDayKey).
 */
export function offeredDeliveryDays(
  schedule: DeliverySchedule,
  now: Date,
  booked: ReadonlyMap<string, number>,
): OfferedDay[] {
  return offeredDeliveryDates(schedule, now).map((date) => {
    const open = now < windowBookingCloses(schedule, date);
    return {
      date,
      windows: schedule.windows.map((window) => {
        const left = Math.max(0, window.capacity - (booked.get(windowDayKey(date, window.start)) ?? 0));
        const closed: WindowClosedReason | null = !open ? 'cutoff' : left === 0 ? 'full' : null;
        return { start: window.start, end: window.end, left: closed ? 0 : left, closed };
      }),
    };
  });
}

/**
 * The schedule's window a shopper's choice names, if it is on offer now (a working day within reach, a window
 * of the schedule, before the cut-off); undefined otherwise (WINDOW_INVALID). Seats are counted by the caller.
 */
export function offeredWindowFor(
  schedule: DeliverySchedule,
  now: Date,
  chosen: ChosenDeliveryWindow,
): DeliveryTimeWindow | undefined {
  if (!offeredDeliveryDates(schedule, now).includes(chosen.date)) return undefined;
  if (now >= windowBookingCloses(schedule, chosen.date)) return undefined;
  return schedule.windows.find((window) => window.start === chosen.start);
}

/** A booked window as people read it (D21): "Sat, Nov 28, 10:00 AM–2:00 PM". */
export function formatDeliveryWindow(
  window: { date: string; start: string; end: string },
  locale: Locale,
): string {
  const day = formatCalendarDay(window.date, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = (clock: string) => formatTime(new Date(`${window.date}T${clock}:00+03:00`), locale);
  return `${day}${locale === 'ar' ? '، ' : ', '}${time(window.start)}–${time(window.end)}`;
}

/** A window's times alone: "10:00 ص–2:00 م" / "10:00 AM–2:00 PM" (the checkout's choices under a day). */
export function formatWindowTimes(window: { date: string; start: string; end: string }, locale: Locale) {
  const time = (clock: string) => formatTime(new Date(`${window.date}T${clock}:00+03:00`), locale);
  return `${time(window.start)}–${time(window.end)}`;
}
