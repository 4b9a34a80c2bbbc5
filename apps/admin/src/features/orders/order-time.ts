import { cachedNumberFormat, formatCalendarDay, formatRelativeTime, type Locale } from '@matjar/core';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Elapsed {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

/**
 * How long ago an order came, in the largest whole unit that fits (minutes under an hour, hours under a day,
 * then days), as a negative count for Intl.RelativeTimeFormat. A clock a little ahead of the server's shows
 * "now" rather than a time in the future.
 */
export function elapsedSince(createdAt: string, now: number): Elapsed {
  const ago = Math.max(0, now - Date.parse(createdAt));
  if (ago < HOUR) return { value: -Math.floor(ago / MINUTE), unit: 'minute' };
  if (ago < DAY) return { value: -Math.floor(ago / HOUR), unit: 'hour' };
  return { value: -Math.floor(ago / DAY), unit: 'day' };
}

/** "5 minutes ago" / "قبل 5 دقائق", "yesterday" / "أمس" (numeric: 'auto' words the nearest ones). */
export function formatTimeAgo(createdAt: string, now: number, locale: Locale): string {
  const { value, unit } = elapsedSince(createdAt, now);
  return formatRelativeTime(value, unit, locale);
}

/**
 * How long something has waited, as a duration in the largest whole unit: '12 minutes', '3 hours', '2 days'
 * / '12 دقيقة', '3 ساعات' (an awaiting-payment badge); null under a minute, which the badge says as "just now"
 * rather than "0 minutes".
 */
export function formatWaited(since: string, now: number, locale: Locale): string | null {
  const { value, unit } = elapsedSince(since, now);
  if (value === 0) return null;
  return cachedNumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.abs(value));
}

/** A Doha calendar day ('2026-11-21') as 'Sat, 21 Nov' / 'السبت، 21 نوفمبر', without shifting its zone. */
export function formatDohaDay(isoDate: string, locale: Locale): string {
  return formatCalendarDay(isoDate, locale, { weekday: 'short', day: 'numeric', month: 'short' });
}
