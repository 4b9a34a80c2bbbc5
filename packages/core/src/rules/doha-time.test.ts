import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAY_PATTERN,
  dohaDate,
  dohaDayStart,
  dohaDays,
  dohaYear,
  isCalendarDay,
  isUtcInstant,
  startOfNextDohaYear,
  UTC_INSTANT_PATTERN,
} from './doha-time.js';

describe('Doha calendar days (UTC+3, no daylight saving)', () => {
  it('counts days in Doha: 22:30 UTC is already the next day', () => {
    const { dates, since } = dohaDays(new Date('2026-03-10T22:30:00Z'), 3);
    expect(dates).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    expect(since.toISOString()).toBe('2026-03-08T21:00:00.000Z');
  });

  it('crosses month ends and gives 30 days', () => {
    const { dates } = dohaDays(new Date('2026-03-01T08:00:00Z'), 30);
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)).toBe('2026-03-01');
    expect(dates[0]).toBe('2026-01-31');
  });

  it("gives an instant's Doha date and the start of Doha days", () => {
    expect(dohaDate(new Date('2026-03-10T20:59:59.999Z'))).toBe('2026-03-10');
    expect(dohaDate(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
    expect(dohaDayStart(new Date('2026-03-10T21:00:00Z')).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(dohaDayStart(new Date('2026-03-10T20:59:00Z'), 6).toISOString()).toBe('2026-03-03T21:00:00.000Z');
  });
});

describe('Doha calendar years', () => {
  it('turns the year at midnight in Doha, three hours before UTC', () => {
    expect(dohaYear(new Date('2026-12-31T20:59:59.999Z'))).toBe(2026);
    expect(dohaYear(new Date('2026-12-31T21:00:00.000Z'))).toBe(2027);
  });

  it('gives the instant the next Doha year begins', () => {
    expect(startOfNextDohaYear(new Date('2026-06-15T12:00:00Z')).toISOString()).toBe(
      '2026-12-31T21:00:00.000Z',
    );
    expect(startOfNextDohaYear(new Date('2026-12-31T21:00:00Z')).toISOString()).toBe(
      '2027-12-31T21:00:00.000Z',
    );
  });
});

describe("CALENDAR_DAY_PATTERN (the request schemas' pattern, shown in the OpenAPI document)", () => {
  it('takes exactly the days isCalendarDay takes, every year 1999–3000, months 00–13, days 00–32', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const wrong: string[] = [];
    let days = 0;
    for (let year = 1999; year <= 3000; year += 1) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${two(month)}-${two(day)}`;
          if (isCalendarDay(text)) days += 1;
          if (CALENDAR_DAY_PATTERN.test(text) !== isCalendarDay(text)) wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
    // 1,000 years of 365 days and 243 leap days (250 fourth years less 7 centuries).
    expect(days).toBe(365_243);
  });

  it.each(['2026-1-05', '02026-01-05', '2026-01-05T00:00', ' 2026-01-05', '٢٠٢٦-٠١-٠٥'])(
    'refuses %s',
    (text) => {
      expect(CALENDAR_DAY_PATTERN.test(text)).toBe(false);
      expect(isCalendarDay(text)).toBe(false);
    },
  );
});

describe('UTC_INSTANT_PATTERN', () => {
  it('takes exactly the instants isUtcInstant takes', () => {
    const days = ['2026-11-29', '2028-02-29', '2100-02-29', '1999-12-31', '3000-01-01', '2026-13-01'];
    const times = ['00:00:00', '23:59:59', '24:00:00', '12:60:00', '12:00:60', '9:00:00', '12:00'];
    const tails = ['Z', '.1Z', '.123456Z', '.1234567Z', '', '+03:00', 'z'];
    for (const day of days) {
      for (const time of times) {
        for (const tail of tails) {
          const text = `${day}T${time}${tail}`;
          expect(UTC_INSTANT_PATTERN.test(text), text).toBe(isUtcInstant(text));
        }
      }
    }
    expect(UTC_INSTANT_PATTERN.test('2026-11-26T10:15:30.123456Z')).toBe(true);
  });
});
