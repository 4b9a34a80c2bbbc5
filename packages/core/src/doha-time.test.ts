import { describe, expect, it } from 'vitest';
import { dohaDate, dohaDayStart, dohaDays, dohaYear, startOfNextDohaYear } from './doha-time.js';

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
