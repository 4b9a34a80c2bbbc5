import { formatNumber } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { directionOf, translate } from './translate';

describe('admin message catalogues', () => {
  it('have exactly the same keys in Arabic and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
  });

  it.each([
    ['ar', ar],
    ['en', en],
  ] as const)('has no empty message in %s', (_language, catalog) => {
    const empty = Object.entries(catalog).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the Arabic catalogue in Arabic script', () => {
    // The toggle label is the one Arabic entry meant to be read in the other language. A message of only a
    // placeholder and signs ('{value}%': Latin digits and %, D15) has nothing to translate.
    const words = (text: string) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, ''));
    const latinOnly = Object.entries(ar).filter(
      ([key, text]) => key !== 'language.toggle' && !/[\u0600-\u06FF]/.test(text) && words(text),
    );
    expect(latinOnly).toEqual([]);
  });
});

describe('translate', () => {
  it('answers in the requested language', () => {
    expect(translate('en', 'login.failed')).toBe('Login failed');
    expect(translate('ar', 'login.failed')).toBe('فشل تسجيل الدخول');
  });

  it('says a count in its plural form (core plural.ts)', () => {
    expect(translate('ar', 'dashboard.ordersSummary', { count: 2 })).toBe('طلبان');
    expect(translate('ar', 'dashboard.ordersSummary', { count: 7 })).toBe(`${formatNumber(7, 'ar')} طلبات`);
    expect(translate('ar', 'dashboard.ordersSummary', { count: 12 })).toBe(`${formatNumber(12, 'ar')} طلبًا`);
    expect(translate('en', 'dashboard.ordersSummary', { count: 1 })).toBe('1 order');
    expect(translate('en', 'dashboard.ordersSummary', { count: 30 })).toBe('30 orders');
  });

  it('maps each language to its writing direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
