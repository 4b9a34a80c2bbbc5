import { describe, expect, it } from 'vitest';
import { dohaDays } from './dashboard-service.js';

describe('dohaDays', () => {
  it('counts days in Doha (UTC+3): 22:30 UTC is already the next day', () => {
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
});
