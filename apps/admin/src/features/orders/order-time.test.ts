import { describe, expect, it } from 'vitest';
import { elapsedSince, formatDohaDay, formatTimeAgo, formatWaited } from './order-time';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('how long ago an order came', () => {
  it.each([
    [0, { value: -0, unit: 'minute' }],
    [59 * MINUTE, { value: -59, unit: 'minute' }],
    [60 * MINUTE, { value: -1, unit: 'hour' }],
    [23 * 60 * MINUTE + 59 * MINUTE, { value: -23, unit: 'hour' }],
    [24 * 60 * MINUTE, { value: -1, unit: 'day' }],
    [10 * 24 * 60 * MINUTE, { value: -10, unit: 'day' }],
  ])('%i ms ago', (ago, expected) => {
    expect(elapsedSince(before(ago), now)).toEqual(expected);
  });

  it('never says "in 2 minutes" when the browser clock is behind the server', () => {
    expect(elapsedSince(new Date(now + 2 * MINUTE).toISOString(), now).value).toBe(-0);
  });

  it('words it in the staff member’s language', () => {
    expect(formatTimeAgo(before(5 * MINUTE), now, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(before(24 * 60 * MINUTE), now, 'en')).toBe('yesterday');
    expect(formatTimeAgo(before(5 * MINUTE), now, 'ar')).toBe('قبل 5 دقائق'); // D21: Latin digits
  });
});

describe('how long an order has waited', () => {
  it('is a duration in minutes, then hours, then days, in the staff member’s language', () => {
    expect(formatWaited(before(12 * MINUTE), now, 'en')).toBe('12 minutes');
    expect(formatWaited(before(1 * MINUTE), now, 'en')).toBe('1 minute');
    // Under a minute is no duration to count: the badge says "just now", never "0 minutes".
    expect(formatWaited(before(20_000), now, 'en')).toBeNull();
    expect(formatWaited(before(0), now, 'ar')).toBeNull();
    expect(formatWaited(before(3 * 60 * MINUTE), now, 'en')).toBe('3 hours');
    expect(formatWaited(before(2 * 24 * 60 * MINUTE), now, 'en')).toBe('2 days');
    expect(formatWaited(before(12 * MINUTE), now, 'ar')).toMatch(/دقيقة/);
    expect(formatWaited(before(3 * 60 * MINUTE), now, 'ar')).toMatch(/ساعات/);
  });
});

describe('a Doha calendar day', () => {
  it('is shown as that day whatever the browser’s zone', () => {
    expect(formatDohaDay('2026-11-21', 'en')).toMatch(/Sat.*Nov 21|Sat.*21 Nov/);
    expect(formatDohaDay('2026-11-21', 'ar')).toMatch(/21 نوفمبر/); // D21: Latin digits, Arabic month
  });
});
