import { z } from 'zod';
import { optionalText, rawText } from './common.js';

// The delivery schedule as staff save it and orders keep their window (the rules are in
// rules/delivery-windows.ts; a stored schedule is read back in schemas/stored-settings.ts).

export const DELIVERY_WINDOWS_MAX = 8;
export const DELIVERY_DAYS_AHEAD_MAX = 14;
export const DELIVERY_WINDOW_CAPACITY_MAX = 1000;

/** A wall-clock time in Doha, HH:MM (24 hours). */
export const ClockTime = rawText(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'INVALID_TIME' });
/** A calendar day, YYYY-MM-DD. */
export const CalendarDate = rawText(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID_DATE' });

export const DeliveryTimeWindow = z
  .object({
    start: ClockTime,
    end: ClockTime,
    /** How many orders the window takes on one day. */
    capacity: z.number().int().min(1).max(DELIVERY_WINDOW_CAPACITY_MAX),
  })
  .refine((window) => window.end > window.start, { message: 'WINDOW_RANGE', path: ['end'] });
export type DeliveryTimeWindow = z.infer<typeof DeliveryTimeWindow>;

export const DeliverySchedule = z
  .object({
    /** The weekdays the shop delivers on (0 Sunday … 6 Saturday); Friday (5) off by default. */
    working_days: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'DUPLICATE_DAY' }),
    /** A day's windows can be booked until this time (Doha) on the calendar day before. */
    cutoff: ClockTime,
    /** How many working days ahead the shopper may choose from. */
    days_ahead: z.number().int().min(1).max(DELIVERY_DAYS_AHEAD_MAX),
    windows: z.array(DeliveryTimeWindow).min(1).max(DELIVERY_WINDOWS_MAX),
  })
  .refine(
    (schedule) => new Set(schedule.windows.map((window) => window.start)).size === schedule.windows.length,
    { message: 'DUPLICATE_WINDOW', path: ['windows'] },
  );
export type DeliverySchedule = z.infer<typeof DeliverySchedule>;

/** The window a shopper chose: a day and the start of one of the schedule's windows. */
export const ChosenDeliveryWindow = z.object({ date: CalendarDate, start: ClockTime });
export type ChosenDeliveryWindow = z.infer<typeof ChosenDeliveryWindow>;

/** A window as an order keeps it: the day and the times it promised (staff may change the schedule later). */
export const DeliveryWindowOnOrder = z.object({ date: CalendarDate, start: ClockTime, end: ClockTime });
export type DeliveryWindowOnOrder = z.infer<typeof DeliveryWindowOnOrder>;

/** GET /api/store/delivery-windows?city=&zone= (decision 034): the days and windows a checkout may book. */
export const StoreDeliveryWindowsQuery = z.object({
  city: optionalText(60),
  zone: optionalText(10),
});
export const StoreDeliveryWindowsResponse = z.object({
  /** false: the address's zone takes no windows (or is not delivered); days is empty. */
  windows: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      windows: z.array(
        z.object({
          start: z.string(),
          end: z.string(),
          left: z.number().int(),
          closed: z.enum(['full', 'cutoff']).nullable(),
        }),
      ),
    }),
  ),
});
export type StoreDeliveryWindowsResponse = z.infer<typeof StoreDeliveryWindowsResponse>;
