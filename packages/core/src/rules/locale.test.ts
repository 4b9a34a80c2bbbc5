import { describe, expect, it } from 'vitest';
import {
  cachedDateTimeFormat,
  cachedNumberFormat,
  dirOf,
  formatCalendarDay,
  formatDate,
  formatDay,
  formatNumber,
  formatRelativeTime,
  formatTime,
  intlLocale,
  isLocale,
} from './locale.js';

describe('locale', () => {
  it('keeps one date formatter per locale and option set', () => {
    const options = { weekday: 'short', timeZone: 'UTC' } as const;
    expect(cachedDateTimeFormat('en', { ...options })).toBe(cachedDateTimeFormat('en', options));
    expect(cachedDateTimeFormat('ar', options)).not.toBe(cachedDateTimeFormat('en', options));
  });

  it('writes Arabic right to left', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
    expect(intlLocale('ar')).toBe('ar-QA');
    expect(intlLocale('en')).toBe('en-QA');
  });

  it.each([
    ['ar', true],
    ['en', true],
    ['fr', false],
    [undefined, false],
  ])('isLocale(%s) = %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  // D15: Arabic pages write counts and quantities in Latin digits with the unambiguous , and . separators.
  it.each([
    [1234, 'en', '1,234'],
    [1234, 'ar', '1,234'],
    [1147.18, 'ar', '1,147.18'],
    [7, 'ar', '7'],
    [3.5, 'en', '3.5'],
    [1234567, 'en', '1,234,567'],
  ] as const)('formatNumber(%s, %s) = %s', (value, locale, text) => {
    expect(formatNumber(value, locale)).toBe(text);
  });

  it('writes no Arabic-Indic digit or separator in any number format, whatever the options', () => {
    const compact = cachedNumberFormat('ar', { notation: 'compact', maximumFractionDigits: 1 }).format(12345);
    const percent = cachedNumberFormat('ar', { style: 'percent' }).format(0.12);
    for (const text of [compact, percent, formatNumber(9876543.21, 'ar')]) {
      expect(text).not.toMatch(/[\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/);
    }
    expect(compact).toContain('12.3');
    expect(compact).toContain('ألف'); // the words stay Arabic
  });

  it('formats dates with short month, hour and minute in Qatar time, Latin digits on Arabic pages (D21)', () => {
    const date = new Date('2025-03-05T10:07:00Z'); // 13:07 in Doha
    expect(formatDate(date, 'en')).toBe('Mar 5, 2025, 01:07 PM');
    expect(formatDate(date, 'ar')).toBe('5 مارس 2025، 01:07 م');
    expect(formatDate(date.toISOString(), 'en')).toBe(formatDate(date, 'en'));
  });

  // D21: one digit style per screen — every date and time helper writes Latin digits with Arabic words.
  it.each([
    ['formatDay', formatDay(new Date('2027-11-20T22:30:00Z'), 'ar'), '21 نوفمبر 2027'],
    ['formatTime', formatTime(new Date('2025-03-05T10:07:00Z'), 'ar'), '1:07 م'],
    ['formatCalendarDay', formatCalendarDay('2026-11-21', 'ar'), '21 نوفمبر'],
    [
      'formatCalendarDay with weekday',
      formatCalendarDay('2026-11-21', 'ar', { weekday: 'long', day: 'numeric', month: 'long' }),
      'السبت، 21 نوفمبر',
    ],
    ['formatRelativeTime', formatRelativeTime(-5, 'minute', 'ar'), 'قبل 5 دقائق'],
    ['cachedDateTimeFormat', cachedDateTimeFormat('ar', { year: 'numeric' }).format(new Date(0)), '1970'],
  ])('%s writes Latin digits on Arabic pages: %s', (_name, text, expected) => {
    expect(text).toBe(expected);
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('formats English dates the same way', () => {
    expect(formatDay(new Date('2027-11-20T22:30:00Z'), 'en')).toBe('November 21, 2027');
    expect(formatCalendarDay('2026-11-21', 'en')).toBe('Nov 21');
    expect(formatRelativeTime(-1, 'day', 'en')).toBe('yesterday');
  });
});

describe('formatNumber written by hand, as Intl writes it', () => {
  const values = [
    0,
    1,
    7,
    12,
    999,
    1000,
    1001,
    12_345,
    999_999,
    1_000_000,
    123_456_789,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    0.5,
    0.125,
    0.005,
    0.015,
    1.005,
    2.675,
    12.3,
    99.999,
    1234.5678,
    1e20,
    -0.001,
    -1,
    -1234.5,
    -999_999.995,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e21,
    -1e22,
  ];
  for (let n = 1; n <= 300; n++) values.push((n * 7_919 * n) / 1000, -((n * 104_729) % 100_000) / 7);

  it.each(['ar', 'en'] as const)('equals Intl in %s', (locale) => {
    const intl = new Intl.NumberFormat(intlLocale(locale), {
      numberingSystem: 'latn',
      maximumFractionDigits: 2,
    });
    for (const value of values) expect(formatNumber(value, locale), String(value)).toBe(intl.format(value));
  });
});

describe('formatDate written by hand, as Intl writes it', () => {
  // Every hour of a few days around midnight and noon, and a spread of instants over forty years.
  const instants: number[] = [];
  for (let hour = 0; hour < 72; hour++) instants.push(Date.UTC(2025, 11, 30, hour, (hour * 7) % 60));
  for (let n = 0; n < 2_000; n++) instants.push(Date.UTC(2000, 0, 1) + n * 631_151_111);

  it.each(['ar', 'en'] as const)('equals Intl in %s, in Qatar time', (locale) => {
    const intl = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'Asia/Qatar',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      numberingSystem: 'latn',
    });
    for (const instant of instants) {
      expect(formatDate(instant, locale), new Date(instant).toISOString()).toBe(intl.format(instant));
    }
    expect(formatDate(new Date(instants[5]!).toISOString(), locale)).toBe(intl.format(instants[5]));
  });

  it('throws on an invalid date as Intl does', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});
