import { isLocale, type Locale } from '@matjar/core';

// Arabic lives at the root paths, English under /en (architecture principle 5).

/** Cookie the server reads and localStorage key the client keeps, both holding the chosen locale. */
export const LANG_COOKIE = 'lang';
export const LANG_STORAGE_KEY = 'language';

const EN_PREFIX = '/en';

export function localeFromPathname(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'ar';
}

/** The path without its language prefix: '/en/products' → '/products', '/en' → '/'. */
export function basePathOf(pathname: string): string {
  if (localeFromPathname(pathname) === 'ar') return pathname || '/';
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** A language-neutral path ('/products') in the given locale ('/en/products' for English). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'ar') return path;
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

/** The same page in another language, keeping the query string. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  return `${localizePath(basePathOf(pathname), target)}${search}`;
}

/** The locale remembered in the `lang` cookie of a request, if any. */
export function localeFromCookieHeader(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return null;
}
