import type { Locale, StoreSitemapEntry } from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';

/** Public pages that exist whatever the catalogue holds (storefront §2); carts, checkout and search are left out. */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/products',
  '/categories',
  '/brands',
  '/gift-cards',
  '/support',
  '/contact',
] as const;

const LOCALES: readonly Locale[] = ['ar', 'en'];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * /sitemap.xml: every page in both languages, each `<url>` naming its Arabic, English and x-default (Arabic)
 * twins with xhtml:link alternates, as search engines expect for hreflang in sitemaps.
 */
export function buildSitemapXml(origin: string, entries: readonly StoreSitemapEntry[]): string {
  const pages: StoreSitemapEntry[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path, lastModified: null })),
    ...entries,
  ];
  const address = (path: string, locale: Locale) => escapeXml(`${origin}${localizePath(path, locale)}`);
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(page.path, locale)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(page.path, 'ar')}"/>`,
    ].join('');
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return LOCALES.map(
      (locale) => `<url><loc>${address(page.path, locale)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers should stay out of: the back office, the API, and the per-visitor cart and checkout. */
export const ROBOTS_DISALLOW = ['/admin', '/api', '/checkout', '/cart', '/en/checkout', '/en/cart'] as const;

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
