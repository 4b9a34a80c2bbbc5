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
 * label (ر.ق.); only the digits and separators are Latin. Dates are not numbers here: see formatDate.
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

/** Prices, quantities and counts: "1,234" / "1,234" (Latin digits in both languages, up to 2 decimals). */
export function formatNumber(value: number, locale: Locale): string {
  return cachedNumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
export function cachedDateTimeFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * Date with short month, hour and minute (back-office §9: "ar-QA short month format with hour and minute"),
 * always in Qatar time. Dates keep ar-QA's own digits and month names ("٥ مارس ٢٠٢٥، ٠١:٠٧ م"): a date has
 * no thousands or decimal separator to misread, and D15 moves only prices, quantities and counts to Latin.
 */
export function formatDate(date: Date | string | number, locale: Locale): string {
  const format = cachedDateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return format.format(date instanceof Date ? date : new Date(date));
}
