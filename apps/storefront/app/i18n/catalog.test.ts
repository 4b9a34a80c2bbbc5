import { formatNumber } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.js';
import { en } from './en.js';
import './both-catalogs.js';
import { t } from './t.js';

// `{name}` and `{name, plural, …}` (core's plural.ts) both name a parameter.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const catalogs = { ar: ar as Record<string, string>, en: en as Record<string, string> };
  const allKeys = [...new Set([...Object.keys(ar), ...Object.keys(en)])].sort();

  it.each(Object.entries(catalogs))('%s has every key, none empty', (_name, catalog) => {
    const missing = allKeys.filter((key) => !(key in catalog));
    const empty = allKeys.filter((key) => key in catalog && !catalog[key]?.trim());
    expect(missing).toEqual([]);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = allKeys.filter(
      (key) =>
        placeholders(ar[key as keyof typeof ar] ?? '').join() !==
        placeholders(en[key as keyof typeof en] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(t('en', 'header.itemCount', { label: 'Cart', count: 3 })).toBe('Cart: 3 items');
    expect(t('ar', 'nav.home')).toBe('الرئيسية');
  });

  it('says a count in its plural form (core plural.ts)', () => {
    expect(t('ar', 'cart.count', { count: 1 })).toBe('منتج واحد');
    expect(t('ar', 'cart.count', { count: 2 })).toBe('منتجان');
    expect(t('ar', 'cart.count', { count: 3 })).toBe(`${formatNumber(3, 'ar')} منتجات`);
    expect(t('ar', 'cart.count', { count: 11 })).toBe(`${formatNumber(11, 'ar')} منتجًا`);
    expect(t('en', 'cart.count', { count: 1 })).toBe('1 item');
  });
});
