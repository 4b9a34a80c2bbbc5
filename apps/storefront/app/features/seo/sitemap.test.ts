import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml } from './sitemap.js';

const urlBlocks = (xml: string) => xml.match(/<url>.*?<\/url>/g) ?? [];

describe('sitemap', () => {
  const xml = buildSitemapXml('https://shop.qa', [
    { path: '/category/1', lastModified: null },
    { path: '/product/12', lastModified: '2024-05-01T10:00:00.000Z' },
  ]);

  it('lists every page in Arabic and English', () => {
    const locs = urlBlocks(xml).map((block) => /<loc>(.*?)<\/loc>/.exec(block)?.[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.qa/',
        'https://shop.qa/en',
        'https://shop.qa/products',
        'https://shop.qa/en/products',
        'https://shop.qa/category/1',
        'https://shop.qa/en/category/1',
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
    expect(buildSitemapXml('https://a.qa', [{ path: '/x?a=1&b=2', lastModified: null }])).toContain(
      '<loc>https://a.qa/x?a=1&amp;b=2</loc>',
    );
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
