import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import { loadStorefrontHandler } from './storefront-handler.js';

const SHOP = 'https://shop.example.qa';
const PRODUCTS = 50_000;
/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB uncompressed. */
const PROTOCOL_URLS = 50_000;
const PROTOCOL_BYTES = 50 * 1024 * 1024;
const quietLog = { warn: () => {} } as unknown as Parameters<typeof loadStorefrontHandler>[0];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('the sitemap of a shop of 50,000 products', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    const storefront = await loadStorefrontHandler(quietLog);
    if (!storefront) throw new Error('the storefront is not built: run `npm run build` before this test');
    ctx = await buildTestApp({
      storefront,
      env: { PUBLIC_URL: SHOP, SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+' },
    });
    // Rows made by the database itself: the test measures the sitemap, not 50,000 inserts.
    await ctx.database.db.execute(sql`
      INSERT INTO products (name, name_en, description, price, stock, updated_at)
      SELECT 'منتج ' || n, 'Product ' || n, 'وصف', 1000 + n, n % 3,
             timestamptz '2025-01-01T00:00:00Z' + n * interval '1 minute'
      FROM generate_series(1, ${PRODUCTS}) AS n`);
  }, 120_000);
  afterAll(() => ctx?.close());

  it('is an index of gzipped files, each within the limits, listing every product in both languages', async () => {
    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    const files = locs(index.body);
    const productFiles = files.filter((file) => file.includes('/sitemaps/products-'));
    // 100,000 product URLs in files of 10,000.
    expect(productFiles).toHaveLength(10);
    expect(files.length).toBeLessThanOrEqual(PROTOCOL_URLS);

    let productUrls = 0;
    const seen = new Set<string>();
    for (const file of files) {
      const answer = await ctx.app.inject({ method: 'GET', url: file.slice(SHOP.length) });
      expect(answer.statusCode).toBe(200);
      const xml = gunzipSync(answer.rawPayload).toString('utf8');
      expect(Buffer.byteLength(xml)).toBeLessThan(PROTOCOL_BYTES);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(10_000);
      for (const url of urls) seen.add(url);
      if (file.includes('/sitemaps/products-')) productUrls += urls.length;
    }
    expect(productUrls).toBe(2 * PRODUCTS);
    expect(seen.size).toBeGreaterThan(2 * PRODUCTS);
    // The index says when each file last changed: the newest product listed in the last one.
    expect(index.body).toContain(
      `<loc>${SHOP}/sitemaps/products-10.xml.gz</loc><lastmod>${new Date(Date.UTC(2025, 0, 1) + PRODUCTS * 60_000).toISOString()}</lastmod>`,
    );
  }, 300_000);
});
