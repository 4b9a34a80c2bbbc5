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

// Intl constructors are slow; formatters are cached per locale and option set.
const numberFormats = new Map<string, Intl.NumberFormat>();
export function cachedNumberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

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
 * always in Qatar time.
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
