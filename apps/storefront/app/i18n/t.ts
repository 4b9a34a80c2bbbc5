import { ar } from './ar.js';
import { en, type MessageKey } from './en.js';
import type { Locale } from '@matjar/core';

export type { MessageKey };
export const catalogues: Record<Locale, Record<MessageKey, string>> = { ar, en };

/** The UI string for a key, with `{name}` placeholders filled from params. */
export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogues[locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
