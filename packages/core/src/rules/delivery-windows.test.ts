import { describe, expect, it } from 'vitest';
import { DeliverySchedule } from '../schemas/delivery-windows.js';
import {
  DEFAULT_DELIVERY_SCHEDULE,
  formatDeliveryWindow,
  offeredDeliveryDates,
  offeredDeliveryDays,
  offeredWindowFor,
  windowDayKey,
} from './delivery-windows.js';

// Wednesday 25 November 2026, 10:00 in Doha.
const wednesdayMorning = new Date('2026-11-25T07:00:00Z');
// The same Wednesday at 18:30 in Doha: past the default 18:00 cut-off.
const wednesdayEvening = new Date('2026-11-25T15:30:00Z');

describe('offeredDeliveryDates', () => {
  it('counts working days from tomorrow and skips Friday', () => {
    expect(offeredDeliveryDates(DEFAULT_DELIVERY_SCHEDULE, wednesdayMorning)).toEqual([
      '2026-11-26', // Thursday
      '2026-11-28', // Saturday (Friday 27 off)
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('uses the Doha day, not the UTC one', () => {
    // 22:30 UTC on the 25th is already the 26th in Doha.
    expect(offeredDeliveryDates(DEFAULT_DELIVERY_SCHEDULE, new Date('2026-11-25T22:30:00Z'))[0]).toBe(
      '2026-11-28',
    );
  });
});

describe('offeredDeliveryDays', () => {
  it('closes tomorrow after the cut-off and marks full windows', () => {
    const booked = new Map([[windowDayKey('2026-11-28', '10:00'), 20]]);
    const before = offeredDeliveryDays(DEFAULT_DELIVERY_SCHEDULE, wednesdayMorning, booked);
    expect(before[0]!.windows.map((w) => w.closed)).toEqual([null, null]);
    expect(before[1]!.windows).toEqual([
      { start: '10:00', end: '14:00', left: 0, closed: 'full' },
      { start: '16:00', end: '21:00', left: 20, closed: null },
    ]);
    const after = offeredDeliveryDays(DEFAULT_DELIVERY_SCHEDULE, wednesdayEvening, booked);
    expect(after[0]!.windows.map((w) => w.closed)).toEqual(['cutoff', 'cutoff']);
  });
});

describe('offeredWindowFor', () => {
  it.each([
    [{ date: '2026-11-26', start: '10:00' }, wednesdayMorning, '14:00'],
    [{ date: '2026-11-26', start: '10:00' }, wednesdayEvening, undefined], // past the cut-off
    [{ date: '2026-11-27', start: '10:00' }, wednesdayMorning, undefined], // Friday
    [{ date: '2026-11-25', start: '16:00' }, wednesdayMorning, undefined], // today
    [{ date: '2026-12-20', start: '10:00' }, wednesdayMorning, undefined], // beyond days_ahead
    [{ date: '2026-11-28', start: '11:00' }, wednesdayMorning, undefined], // no such window
  ])('%o at %s: ends %s', (chosen, now, end) => {
    expect(offeredWindowFor(DEFAULT_DELIVERY_SCHEDULE, now, chosen)?.end).toBe(end);
  });
});

describe('the schedule schema', () => {
  it('accepts the default and refuses a window that ends before it starts or a repeated start', () => {
    expect(DeliverySchedule.parse(DEFAULT_DELIVERY_SCHEDULE)).toEqual(DEFAULT_DELIVERY_SCHEDULE);
    const window = { start: '10:00', end: '09:00', capacity: 1 };
    expect(DeliverySchedule.safeParse({ ...DEFAULT_DELIVERY_SCHEDULE, windows: [window] }).success).toBe(
      false,
    );
    const twice = { start: '10:00', end: '12:00', capacity: 1 };
    expect(
      DeliverySchedule.safeParse({ ...DEFAULT_DELIVERY_SCHEDULE, windows: [twice, twice] }).success,
    ).toBe(false);
  });
});

describe('formatDeliveryWindow (D21: Latin digits in both languages)', () => {
  it('names the day and the times in the language', () => {
    const window = { date: '2026-11-28', start: '10:00', end: '14:00' };
    expect(formatDeliveryWindow(window, 'en')).toBe('Sat, Nov 28, 10:00 AM–2:00 PM');
    const ar = formatDeliveryWindow(window, 'ar');
    expect(ar).toContain('السبت');
    expect(ar).toMatch(/28/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });
});
