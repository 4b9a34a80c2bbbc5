// Calendar days in Doha (SHOP_TIME_ZONE, Asia/Qatar). Qatar keeps UTC+3 all year with no daylight saving, so
// a fixed offset gives Doha's day boundaries without a time-zone database (the SQL side uses the same offset).

export const DOHA_UTC_OFFSET_HOURS = 3;
const DOHA_OFFSET_MS = DOHA_UTC_OFFSET_HOURS * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The years a day or an instant from a client may name. Outside them PostgreSQL refuses the value (it has no
 * year 0; JavaScript writes year 10000 as +010000) or a bound computed from it (the day after, the previous
 * period) falls out of range: the request is the client's mistake, answered 400, never a database error. The
 * shop holds nothing from before 2000, and nothing plans a thousand years ahead.
 */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2999;

const inCalendarYears = (year: number) => year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;

/**
 * isCalendarDay as one regular expression, for the request schemas (the OpenAPI document shows it as the
 * field's pattern): a year 2000–2999; months of 31, 30 and 28 days; 29 February in the leap years (every
 * fourth year, not the centuries but 2000, 2400 and 2800).
 */
export const CALENDAR_DAY_PATTERN = new RegExp(
  '^(?:2\\d{3}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
    '|(?:2\\d(?:0[48]|[2468][048]|[13579][26])|2[048]00)-02-29)$',
);

/**
 * isUtcInstant as one regular expression: a CALENDAR_DAY_PATTERN day, a time of day 00:00:00–23:59:59 and up
 * to six decimals of a second, in UTC (Z).
 */
export const UTC_INSTANT_PATTERN = new RegExp(
  `^${CALENDAR_DAY_PATTERN.source.slice(1, -1)}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,6})?Z$`,
);

/** Whether `text` is a real calendar day, YYYY-MM-DD, within the calendar years (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !inCalendarYears(Number(text.slice(0, 4)))) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Whether `text` is a real UTC instant written YYYY-MM-DDTHH:MM:SS[.fraction]Z within the calendar years:
 * JavaScript rolls 2026-02-30 over to March and PostgreSQL refuses it, so the fields must read back the same.
 */
export function isUtcInstant(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/.exec(text);
  if (!match || !inCalendarYears(Number(text.slice(0, 4)))) return false;
  const instant = new Date(`${match[1]}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(match[1]!);
}

/** The Doha calendar day of an instant, YYYY-MM-DD. */
export function dohaDate(instant: Date): string {
  return new Date(instant.getTime() + DOHA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a Doha calendar day given as YYYY-MM-DD (00:00 in Doha). */
export function startOfDohaDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000+03:00`);
}

/** The instant Doha's day began `daysBack` days before the day of `now` (0: today's midnight in Doha). */
export function dohaDayStart(now: Date, daysBack = 0): Date {
  const todayStartShifted = Math.floor((now.getTime() + DOHA_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(todayStartShifted - daysBack * DAY_MS - DOHA_OFFSET_MS);
}

/** The `days` Doha calendar days ending with today's, oldest first, and the instant the first one began. */
export function dohaDays(now: Date, days: number): { dates: string[]; since: Date } {
  const since = dohaDayStart(now, days - 1);
  const dates = Array.from({ length: days }, (_, index) =>
    dohaDate(new Date(since.getTime() + index * DAY_MS)),
  );
  return { dates, since };
}

/** An instant as Doha's wall clock, YYYY-MM-DD HH:mm (exports and print, where no Intl formatting applies). */
export function dohaDateTime(instant: Date): string {
  return new Date(instant.getTime() + DOHA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The Doha calendar year of an instant (the footer's copyright year). */
export function dohaYear(instant: Date): number {
  return Number(dohaDate(instant).slice(0, 4));
}

/** The first instant of the Doha calendar year after the one `instant` falls in (00:00 on 1 January in Doha). */
export function startOfNextDohaYear(instant: Date): Date {
  return startOfDohaDay(`${dohaYear(instant) + 1}-01-01`);
}
