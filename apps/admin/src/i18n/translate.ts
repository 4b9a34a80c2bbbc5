import { fillPlurals } from '@matjar/core';
import { ar, type MessageKey } from './ar';
import { en } from './en';

export type Language = 'ar' | 'en';
export type Direction = 'rtl' | 'ltr';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export const DEFAULT_LANGUAGE: Language = 'ar';
export const catalogs: Record<Language, Record<MessageKey, string>> = { ar, en };

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Looks a key up, expands `{count, plural, …}` blocks in the language's plural form (core's plural.ts) and
 * fills `{name}` placeholders; an unknown placeholder stays visible so it gets noticed.
 */
export function translate(language: Language, key: MessageKey, params?: TranslateParams): string {
  const template = catalogs[language][key];
  if (!params) return template;
  return fillPlurals(template, params, language).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function createTranslator(language: Language): Translate {
  return (key, params) => translate(language, key, params);
}
