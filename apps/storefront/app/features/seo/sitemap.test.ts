import { describe, expect, it } from 'vitest';
import type { StoreSitemapEntry } from '@matjar/core';
import {
  buildRobotsTxt,
  buildSitemapIndexXml,
  buildSitemapXml,
  sitemapEntries,
  sitemapFiles,
  SITEMAP_URLS_PER_FILE,
} from './sitemap.js';

const urlBlocks = (xml: string) => xml.match(/<url>.*?<\/url>/g) ?? [];

describe('sitemap', () => {
  const xml = buildSitemapXml(
    'https://shop.qa',
    sitemapEntries(
      [
        { kind: 'category', path: '/phones', lastModified: null },
        { kind: 'product', path: '/product/12', lastModified: '2024-05-01T10:00:00.000Z' },
      ],
      [],
    ),
  );

  it('lists every page in Arabic and English', () => {
    const locs = urlBlocks(xml).map((block) => /<loc>(.*?)<\/loc>/.exec(block)?.[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.qa/',
        'https://shop.qa/en',
        'https://shop.qa/products',
        'https://shop.qa/en/products',
        'https://shop.qa/phones',
        'https://shop.qa/en/phones',
        'https://shop.qa/product/12',
        'https://shop.qa/en/product/12',
      ]),
    );
    expect(locs).not.toContain('https://shop.qa/cart');
  });

  it('names both language twins and x-default in every url', () => {
    const english = urlBlocks(xml).find((block) => block.includes('<loc>https://shop.qa/en/product/12<'));
    expect(english).toContain('<lastmod>2024-05-01T10:00:00.000Z</lastmod>');
    expect(english).toContain('hreflang="ar" href="https://shop.qa/product/12"');
    expect(english).toContain('hreflang="en" href="https://shop.qa/en/product/12"');
    expect(english).toContain('hreflang="x-default" href="https://shop.qa/product/12"');
  });

  it('is a urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML in addresses', () => {
    expect(
      buildSitemapXml('https://a.qa', [{ kind: 'page', path: '/x?a=1&b=2', lastModified: null }]),
    ).toContain('<loc>https://a.qa/x?a=1&amp;b=2</loc>');
  });
});

describe('sitemap index', () => {
  const product = (id: number, day = 1): StoreSitemapEntry => ({
    kind: 'product',
    path: `/product/${id}`,
    lastModified: `2025-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  });

  it('lists each page once: fixed pages first, then what the catalogue and the extra pages add', () => {
    const entries = sitemapEntries(
      [
        { kind: 'category', path: '/gift-cards', lastModified: '2025-01-01T00:00:00.000Z' },
        { kind: 'category', path: '/category/9', lastModified: null },
        product(1),
      ],
      ['/pages/returns', '/section/offers'],
    );
    const paths = entries.map((entry) => entry.path);
    expect(paths.filter((path) => path === '/gift-cards')).toHaveLength(1);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/pages/returns', '/section/offers', '/category/9', '/product/1']),
    );
    expect(entries.find((entry) => entry.path === '/pages/returns')?.kind).toBe('page');
  });

  it('splits products into files of at most 10,000 URLs (5,000 pages in two languages)', () => {
    const products = Array.from({ length: 12_001 }, (_, index) => product(index + 1));
    const files = sitemapFiles(
      sitemapEntries(
        [
          { kind: 'category', path: '/phones', lastModified: null },
          ...products,
          { kind: 'brand', path: '/brand/apple', lastModified: null },
        ],
        [],
      ),
    );
    expect(files.map((file) => file.name)).toEqual([
      'pages-1.xml.gz',
      'categories-1.xml.gz',
      'brands-1.xml.gz',
      'products-1.xml.gz',
      'products-2.xml.gz',
      'products-3.xml.gz',
    ]);
    expect(files.slice(3).map((file) => file.entries.length)).toEqual([5_000, 5_000, 2_001]);
    const urls = buildSitemapXml('https://shop.qa', files[3]!.entries).match(/<url>/g)?.length;
    expect(urls).toBe(SITEMAP_URLS_PER_FILE);
    // Every product is in exactly one file.
    const listed = files.flatMap((file) => file.entries.filter((entry) => entry.kind === 'product'));
    expect(new Set(listed.map((entry) => entry.path)).size).toBe(12_001);
  });

  it('names each file with the newest lastmod of its pages', () => {
    const files = sitemapFiles(sitemapEntries([product(1, 3), product(2, 9), product(3, 5)], []));
    const xml = buildSitemapIndexXml('https://shop.qa', files);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://shop.qa/sitemaps/products-1.xml.gz</loc><lastmod>2025-01-09T00:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml).toContain('<sitemap><loc>https://shop.qa/sitemaps/pages-1.xml.gz</loc></sitemap>');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, API, cart and checkout and names the sitemap', () => {
    const robots = buildRobotsTxt('https://shop.qa');
    for (const path of ['/admin', '/api', '/checkout', '/cart']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://shop.qa/sitemap.xml');
  });
});
