import { describe, expect, it } from 'vitest';
import {
  basePathOf,
  localeFromCookieHeader,
  localeFromPathname,
  localizePath,
  switchLocalePath,
} from './locale.js';

describe('locale paths', () => {
  it.each([
    ['/', 'ar'],
    ['/products', 'ar'],
    ['/english-cables', 'ar'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/products', 'en'],
  ] as const)('%s is %s', (path, locale) => {
    expect(localeFromPathname(path)).toBe(locale);
  });

  it('strips and adds the English prefix', () => {
    expect(basePathOf('/en')).toBe('/');
    expect(basePathOf('/en/cart')).toBe('/cart');
    expect(basePathOf('/cart')).toBe('/cart');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/cart', 'en')).toBe('/en/cart');
    expect(localizePath('/cart', 'ar')).toBe('/cart');
  });

  it('switches to the same page in the other language, keeping the query', () => {
    expect(switchLocalePath('/search', '?q=iphone', 'en')).toBe('/en/search?q=iphone');
    expect(switchLocalePath('/en/search', '?q=iphone', 'ar')).toBe('/search?q=iphone');
    expect(switchLocalePath('/en', '', 'ar')).toBe('/');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });

  it('reads the remembered language from the cookie header', () => {
    expect(localeFromCookieHeader('a=1; lang=en; b=2')).toBe('en');
    expect(localeFromCookieHeader('lang=fr')).toBeNull();
    expect(localeFromCookieHeader(null)).toBeNull();
  });
});
