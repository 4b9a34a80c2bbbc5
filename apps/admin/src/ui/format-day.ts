import { intlLocale, type Locale } from '@matjar/core';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** '2026-11-21' (a Doha calendar day) as '21 Nov' / '٢١ نوفمبر', without shifting it through a time zone. */
export function formatDay(isoDate: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
