import { fillPlurals, type Locale } from '@matjar/core';
import type { MessageKey } from './en.js';

export type { MessageKey };
export type Catalog = Record<MessageKey, string>;

// Filled by the language layouts (routes/arabic-layout.tsx, routes/english-layout.tsx): every page sits in
// one of them, so a browser downloads the messages of its page's language only; the server imports both.
const catalogs: Partial<Record<Locale, Catalog>> = {};

export function registerCatalog(locale: Locale, catalog: Catalog): void {
  catalogs[locale] = catalog;
}

/**
 * The UI string for a key, with `{count, plural, …}` blocks in the language's plural form (core's plural.ts)
 * and `{name}` placeholders filled from params.
 */
export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const catalog = catalogs[locale];
  // Only when a page outside both layouts asks (a bug): the key says what is missing rather than crashing.
  if (!catalog) return key;
  const text = catalog[key];
  if (!params) return text;
  return fillPlurals(text, params, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
