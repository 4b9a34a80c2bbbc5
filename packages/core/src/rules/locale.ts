/** The two languages of the shop. Arabic is the default and is served at the root paths. */
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

/** Dates are shown in the shop's own zone so server-rendered and browser-rendered text agree. */
export const SHOP_TIME_ZONE = 'Asia/Qatar';

export type TextDirection = 'rtl' | 'ltr';

export function isLocale(value: unknown): value is Locale {
  return value === 'ar' || value === 'en';
}

/** The path a page has in both languages: the English prefix dropped ('/en/products' → '/products'). */
export function languageNeutralPath(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

export function dirOf(locale: Locale): TextDirection {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function intlLocale(locale: Locale): 'ar-QA' | 'en-QA' {
  return locale === 'ar' ? 'ar-QA' : 'en-QA';
}

/** Text in both languages; every user-facing string in core has this shape. */
export interface Localized {
  ar: string;
  en: string;
}

/**
 * Every number format of the shop writes Latin digits, Arabic pages too (D15): in the shop's Arabic font the
 * Arabic thousands and decimal separators (٬ and ٫) are drawn almost alike, so "١٬١٤٧٫١٨" is easily misread,
 * and the large Gulf shops print prices and counts as 1,147.18. Arabic keeps its own words and the currency
 * label (ر.ق.); only the digits and separators are Latin. Dates and times follow (D21): see formatDate.
 */
export const NUMBERING_SYSTEM = 'latn';

// Intl constructors are slow; formatters are cached per locale and option set.
const numberFormats = new Map<string, Intl.NumberFormat>();
export function cachedNumberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { numberingSystem: NUMBERING_SYSTEM, ...options });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The minus sign Intl writes in each language with Latin digits: Arabic puts a left-to-right mark before it so
 * "‎-50" keeps its sign on the left in right-to-left text.
 */
export const MINUS_SIGN: Record<Locale, string> = { ar: '\u200e-', en: '-' };

/** "1234567" → "1,234,567": thousands grouped as both languages group them with Latin digits. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Prices, quantities and counts: "1,234" / "1,234.5" (Latin digits in both languages, up to 2 decimals), the
 * same text Intl.NumberFormat writes (the locale test compares them). Written by hand because the first
 * Intl.NumberFormat of a page loads the language's number data, about 15 ms of a phone's main thread while
 * the page becomes interactive; finite numbers never need it.
 */
export function formatNumber(value: number, locale: Locale): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return cachedNumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  }
  // Intl rounds the number's shortest decimal spelling ("0.015", not the binary 0.01499…), half away from zero.
  const spelled = String(Math.abs(value));
  const [whole = '0', fraction = ''] = spelled.includes('e') ? ['0'] : spelled.split('.');
  let hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') hundredths += 1n;
  const decimals = String(hundredths % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const text = groupThousands(String(hundredths / 100n)) + (decimals ? `.${decimals}` : '');
  return value < 0 || Object.is(value, -0) ? MINUS_SIGN[locale] + text : text;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The one date formatter of the shop (D21): Latin digits in both languages with the language's own month and
 * day names ("5 مارس 2025، 01:07 م"), so a date reads in the same digits as the price beside it, and Qatar
 * time unless the options name another zone (a calendar day already in Doha is formatted in UTC). Every
 * surface — storefront, back office, e-mails, printouts — formats dates through this or the helpers below.
 */
export function cachedDateTimeFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: SHOP_TIME_ZONE,
      ...options,
      numberingSystem: NUMBERING_SYSTEM,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

const asDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

/** Qatar keeps UTC+3 all year (no daylight saving), so its wall clock is the UTC one three hours on. */
const QATAR_OFFSET_MS = 3 * 60 * 60 * 1000;
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const DAY_PERIODS: Record<Locale, readonly [string, string]> = { ar: ['ص', 'م'], en: ['AM', 'PM'] };

/**
 * Date with short month, hour and minute (back-office §9: "ar-QA short month format with hour and minute"),
 * always in Qatar time, in Latin digits (D21): "5 مارس 2025، 01:07 م" / "Mar 5, 2025, 01:07 PM". Written by
 * hand, as Intl writes it (the locale test compares them over years of instants), because the first
 * Intl.DateTimeFormat of a page costs a phone about 30 ms while the page becomes interactive (a product page's
 * reviews are dated).
 */
export function formatDate(date: Date | string | number, locale: Locale): string {
  const instant = asDate(date).getTime();
  if (!Number.isFinite(instant)) return intlDate(date, locale);
  const qatar = new Date(instant + QATAR_OFFSET_MS);
  const year = qatar.getUTCFullYear();
  if (year < 1000 || year > 9999) return intlDate(date, locale);
  const day = qatar.getUTCDate();
  const month = SHORT_MONTHS[locale][qatar.getUTCMonth()];
  const hours = qatar.getUTCHours();
  const clock = `${String(hours % 12 || 12).padStart(2, '0')}:${String(qatar.getUTCMinutes()).padStart(2, '0')}`;
  const period = DAY_PERIODS[locale][hours < 12 ? 0 : 1];
  return locale === 'ar'
    ? `${day} ${month} ${year}، ${clock} ${period}`
    : `${month} ${day}, ${year}, ${clock} ${period}`;
}

/** Intl itself, for what the hand-written date does not cover (an invalid date, a year outside 1000–9999). */
function intlDate(date: Date | string | number, locale: Locale): string {
  const format = cachedDateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.format(asDate(date));
}

/** The Qatar calendar day of an instant, month written out: "21 نوفمبر 2027" / "21 November 2027" (expiry dates). */
export function formatDay(date: Date | string | number, locale: Locale): string {
  return cachedDateTimeFormat(locale, { dateStyle: 'long' }).format(asDate(date));
}

/** The Qatar wall-clock time of an instant: "01:07 م" / "01:07 PM". */
export function formatTime(date: Date | string | number, locale: Locale): string {
  return cachedDateTimeFormat(locale, { timeStyle: 'short' }).format(asDate(date));
}

/**
 * A Doha calendar day given as YYYY-MM-DD ("2026-11-21"), formatted without shifting it through a time zone:
 * by default "21 نوفمبر" / "21 Nov"; options may add the weekday or the year.
 */
export function formatCalendarDay(
  isoDate: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return cachedDateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
/** "5 minutes ago" / "قبل 5 دقائق", "yesterday" / "أمس": relative times in Latin digits too (D21). */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, locale: Locale): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    // The digits by the locale's Unicode extension: TypeScript's RelativeTimeFormatOptions lacks numberingSystem.
    format = new Intl.RelativeTimeFormat(`${intlLocale(locale)}-u-nu-${NUMBERING_SYSTEM}`, {
      numeric: 'auto',
    });
    relativeFormats.set(locale, format);
  }
  return format.format(value, unit);
}
