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

/**
 * URLs in one sitemap file. The protocol allows 50,000 (and 50 MB); files of 10,000 stay a few megabytes, so a
 * crawler's fetch is quick and one changed product re-sends a small file.
 */
export const SITEMAP_URLS_PER_FILE = 10_000;
/** Every page is listed in both languages, so a file holds half as many pages as URLs. */
export const SITEMAP_PAGES_PER_FILE = SITEMAP_URLS_PER_FILE / LOCALES.length;

/** Where the files of the index live: /sitemaps/products-1.xml.gz … */
export const SITEMAP_FILES_PATH = '/sitemaps';

type SitemapKind = StoreSitemapEntry['kind'];
const FILE_KINDS: Readonly<Record<SitemapKind, string>> = {
  page: 'pages',
  category: 'categories',
  brand: 'brands',
  product: 'products',
};

export interface SitemapFile {
  /** 'products-2.xml.gz' */
  name: string;
  entries: readonly StoreSitemapEntry[];
}

export const sitemapFileName = (kind: SitemapKind, part: number) => `${FILE_KINDS[kind]}-${part}.xml.gz`;

/**
 * The files of the sitemap index: pages, categories and products apart (a crawler's report then says which
 * kind has trouble), each cut into files of SITEMAP_PAGES_PER_FILE pages in the order given.
 */
export function sitemapFiles(entries: readonly StoreSitemapEntry[]): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (const kind of Object.keys(FILE_KINDS) as SitemapKind[]) {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    for (let part = 1; (part - 1) * SITEMAP_PAGES_PER_FILE < ofKind.length; part++) {
      const start = (part - 1) * SITEMAP_PAGES_PER_FILE;
      files.push({
        name: sitemapFileName(kind, part),
        entries: ofKind.slice(start, start + SITEMAP_PAGES_PER_FILE),
      });
    }
  }
  return files;
}

/**
 * Every page of the sitemap, each once: the catalogue's categories and products (at their one address, with
 * lastmod), the fixed pages, the trust pages and the home sections' own pages. /gift-cards is both a fixed
 * page and category 7's address: the first listing wins.
 */
export function sitemapEntries(
  catalogue: readonly StoreSitemapEntry[],
  extraPagePaths: readonly string[],
): StoreSitemapEntry[] {
  const seen = new Set<string>();
  const pages: StoreSitemapEntry[] = [...STATIC_SITEMAP_PATHS, ...extraPagePaths].map((path) => ({
    kind: 'page',
    path,
    lastModified: null,
  }));
  return [...pages, ...catalogue].filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * One sitemap file: every page in both languages, each `<url>` naming its Arabic, English and x-default
 * (Arabic) twins with xhtml:link alternates, as search engines expect for hreflang in sitemaps.
 */
export function buildSitemapXml(origin: string, pages: readonly StoreSitemapEntry[]): string {
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

/** The newest lastmod of a file's pages, or null when none says. */
function newest(entries: readonly StoreSitemapEntry[]): string | null {
  let latest: string | null = null;
  for (const { lastModified } of entries) {
    if (lastModified && (latest === null || lastModified > latest)) latest = lastModified;
  }
  return latest;
}

/** /sitemap.xml: the index naming each file with the newest lastmod of its pages. */
export function buildSitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const items = files.map((file) => {
    const lastmod = newest(file.entries);
    return `<sitemap><loc>${escapeXml(`${origin}${SITEMAP_FILES_PATH}/${file.name}`)}</loc>${
      lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
    }</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
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
