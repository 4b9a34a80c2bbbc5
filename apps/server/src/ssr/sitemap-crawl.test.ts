import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { categoryLink, productLink } from '@matjar/core';
import { productVariants } from '@matjar/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../events/channels.js';
import { insertCatalogFixture, type CatalogFixture } from '../modules/catalog/testing/catalog-fixture.js';
import { changeStock } from '../modules/stock/stock-ledger.js';
import { buildTestApp } from '../testing/test-app.js';
import { loadStorefrontHandler } from './storefront-handler.js';

const SHOP = 'https://shop.example.qa';
const quietLog = { warn: () => {} } as unknown as Parameters<typeof loadStorefrontHandler>[0];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const pathOf = (url: string) => url.slice(SHOP.length) || '/';
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

/** The real storefront build on a small catalogue: what a crawler reads. */
async function shopWithStorefront() {
  const storefront = await loadStorefrontHandler(quietLog);
  if (!storefront) throw new Error('the storefront is not built: run `npm run build` before this test');
  return buildTestApp({
    storefront,
    env: { PUBLIC_URL: SHOP, SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+' },
  });
}

describe('the sitemap, crawled', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    ctx = await shopWithStorefront();
    f = await insertCatalogFixture(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  /** A brand's page slug, as the storefront's brands list gives it. */
  async function brandSlug(id: number): Promise<string> {
    const brands = (await ctx.app.inject({ method: 'GET', url: '/api/store/brands' })).json().items;
    return brands.find((brand: { id: number }) => brand.id === id).slug;
  }

  async function sitemapUrls() {
    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const urls: string[] = [];
    for (const file of locs(index.body)) {
      expect(file).toMatch(
        /^https:\/\/shop\.example\.qa\/sitemaps\/(pages|categories|brands|products)-\d+\.xml\.gz$/,
      );
      const answer = await ctx.app.inject({ method: 'GET', url: pathOf(file) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/gzip');
      urls.push(...locs(gunzipSync(answer.rawPayload).toString('utf8')));
    }
    return urls;
  }

  it('lists only final addresses, each answering 200 and naming itself canonical', async () => {
    const urls = await sitemapUrls();
    expect(new Set(urls).size).toBe(urls.length);
    // Category pages by their one address; trust pages and the offers section are pages too.
    expect(urls).toContain(`${SHOP}${categoryLink(f.phones.id)}`);
    expect(urls).toContain(`${SHOP}/en${categoryLink(f.audio.id)}`);
    expect(urls.filter((url) => /\/category\/\d+$/.test(url) && Number(url.split('/').pop()) <= 7)).toEqual(
      [],
    );
    expect(urls).toEqual(expect.arrayContaining([`${SHOP}/pages/returns`, `${SHOP}/en/pages/privacy`]));
    expect(urls).toContain(`${SHOP}/section/offers`);
    expect(urls).toContain(`${SHOP}${productLink(f.iphone.id)}`);
    expect(urls).not.toContain(`${SHOP}${productLink(f.hidden.id)}`);
    // Each brand with products has its page, in both languages.
    const apple = await brandSlug(f.apple.id);
    expect(urls).toEqual(expect.arrayContaining([`${SHOP}/brand/${apple}`, `${SHOP}/en/brand/${apple}`]));

    for (const url of urls) {
      const page = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect({ url, canonical: canonicalOf(page.body) }).toEqual({ url, canonical: url });
      expect(page.body).not.toContain('name="robots" content="noindex"');
    }
  });

  it('answers 404 for a sitemap file it does not list', async () => {
    for (const name of [
      'products-2.xml.gz',
      'products-0.xml.gz',
      'products-99999999999.xml.gz',
      'other.xml',
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url: `/sitemaps/${name}` });
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 404 });
    }
  });

  it("renders a variant's own link with its price and SKU, its structured data, and the product as canonical", async () => {
    const [variant] = await ctx.database.db
      .insert(productVariants)
      .values({
        productId: f.iphone.id,
        name: '1TB',
        nameEn: '1TB',
        price: 589_900,
        stock: 4,
        sku: 'IP-1TB-BT',
      })
      .returning();
    // What a staff edit announces: every process drops its cached catalogue and pages.
    await ctx.database.db.execute(sql`SELECT pg_notify(${CHANNELS.catalogChanged}, '')`);
    // iPhone has a 10 % discount: 5,899 is shown as 5,309 (core's rule rounds to the riyal).
    const shown = '5,309';
    let page = await ctx.app.inject({
      method: 'GET',
      url: `/en/product/${f.iphone.id}?variant=${variant!.id}`,
    });
    for (let tries = 0; tries < 50 && !page.body.includes('IP-1TB-BT'); tries++) {
      // The change notification reaches the caches asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await ctx.app.inject({
        method: 'GET',
        url: `/en/product/${f.iphone.id}?variant=${variant!.id}`,
      });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('IP-1TB-BT');
    expect(page.body).toContain(shown);
    expect(canonicalOf(page.body)).toBe(`${SHOP}/en/product/${f.iphone.id}`);
    expect(page.body).toContain(
      `<meta property="og:url" content="${SHOP}/en/product/${f.iphone.id}?variant=${variant!.id}"/>`,
    );
    expect(page.body).toContain('<meta property="product:price:amount" content="5309.00"/>');
    const product = jsonLd(page.body).find((data) => data['@type'] === 'Product')!;
    expect(product).toMatchObject({
      sku: 'IP-1TB-BT',
      inProductGroupWithID: String(f.iphone.id),
      offers: { price: '5309.00', priceCurrency: 'QAR', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd(page.body).map((data) => data['@type'])).toContain('BreadcrumbList');

    // The product's own page is the group, listing this variant at its own address.
    const group = jsonLd(
      (await ctx.app.inject({ method: 'GET', url: `/en/product/${f.iphone.id}` })).body,
    ).find((data) => data['@type'] === 'ProductGroup')!;
    expect(group.hasVariant).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sku: 'IP-1TB-BT',
          url: `${SHOP}/en/product/${f.iphone.id}?variant=${variant!.id}`,
        }),
      ]),
    );
  });

  it('answers a variant that is not one of the product, or past any id, with the canonical page', async () => {
    const inactive = await ctx.database.db.execute<{ id: number }>(sql`
      SELECT id FROM product_variants WHERE product_id = ${f.iphone.id} AND NOT is_active`);
    for (const asked of [String(inactive.rows[0]!.id), '2147483647', '99999999999', '-1', 'abc']) {
      const page = await ctx.app.inject({ method: 'GET', url: `/product/${f.iphone.id}?variant=${asked}` });
      expect({ asked, status: page.statusCode }).toEqual({ asked, status: 200 });
      expect(page.body).not.toContain('og:url" content="' + `${SHOP}/product/${f.iphone.id}?variant=`);
    }
  });

  it('lists one item per variant in the feeds, in step with a price change and a restock', async () => {
    const items = async (name: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/feeds/${name}` })).body.match(/<item>.*?<\/item>/gs) ??
      [];
    const variants = await ctx.database.db.execute<{ id: number; price: number; stock: number }>(sql`
      SELECT id, price, stock FROM product_variants
      WHERE product_id = ${f.iphone.id} AND is_active ORDER BY created_at, id`);
    const group = `<g:item_group_id>${f.iphone.id}</g:item_group_id>`;
    const itemOf = (all: string[], variantId: number) =>
      all.find((item) => item.includes(`?variant=${variantId}</link>`))!;

    const before = await items('google-en.xml');
    expect(before.filter((item) => item.includes(group))).toHaveLength(variants.rows.length);
    // A product without variants is one item of its own, without a group.
    const headphones = before.filter((item) => item.includes(`/en/product/${f.headphones.id}</link>`));
    expect(headphones).toHaveLength(1);
    expect(headphones[0]).not.toContain('item_group_id');

    const soldOut = variants.rows.find((row) => row.stock === 0)!;
    const repriced = variants.rows.find((row) => row.stock > 0)!;
    expect(itemOf(before, soldOut.id)).toContain('<g:availability>out_of_stock</g:availability>');

    await ctx.database.db.execute(sql`UPDATE product_variants SET price = 700000 WHERE id = ${repriced.id}`);
    await ctx.database.db.execute(sql`SELECT pg_notify(${CHANNELS.catalogChanged}, '')`);
    await ctx.database.db.transaction((tx) =>
      changeStock(tx, [{ productId: f.iphone.id, variantId: soldOut.id, delta: 2 }], {
        reason: 'manual_adjustment',
        short: () => new Error('adding stock never runs short'),
      }),
    );
    await vi.waitFor(async () => {
      const after = await items('google-en.xml');
      // 7,000.00 less the iPhone's 10 % discount.
      expect(itemOf(after, repriced.id)).toContain(
        '<g:price>7000.00 QAR</g:price><g:sale_price>6300.00 QAR</g:sale_price>',
      );
      expect(itemOf(after, soldOut.id)).toContain('<g:availability>in_stock</g:availability>');
    });

    const csv = (await ctx.app.inject({ method: 'GET', url: '/feeds/meta-ar.csv' })).body.split('\r\n');
    expect(csv[0]).toBe(
      'id,title,description,availability,condition,price,sale_price,link,image_link,brand,item_group_id,product_type,gtin,mpn',
    );
    const row = csv.find((line) => line.includes(`/product/${f.iphone.id}?variant=${repriced.id}"`))!;
    expect(row).toContain('"in stock","new","7000.00 QAR","6300.00 QAR"');
    expect(row).toContain(`"${f.iphone.id}"`);
    expect((await ctx.app.inject({ method: 'GET', url: '/feeds/google.xml' })).statusCode).toBe(404);
  });

  it("renders a brand's page in both languages, with its products, structured data and pages", async () => {
    const slug = await brandSlug(f.apple.id);
    const arabic = await ctx.app.inject({ method: 'GET', url: `/brand/${slug}` });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.body).toContain(`/product/${f.iphone.id}"`);
    expect(arabic.body).not.toContain(`/product/${f.headphones.id}"`);
    expect(arabic.body).toContain(`<link rel="alternate" hrefLang="en" href="${SHOP}/en/brand/${slug}"/>`);
    const english = await ctx.app.inject({ method: 'GET', url: `/en/brand/${slug}` });
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(canonicalOf(english.body)).toBe(`${SHOP}/en/brand/${slug}`);
    const data = jsonLd(english.body);
    expect(data.map((each) => each['@type'])).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'CollectionPage']),
    );
    const page = data.find((each) => each['@type'] === 'CollectionPage')!;
    expect(page).toMatchObject({
      url: `${SHOP}/en/brand/${slug}`,
      about: { '@type': 'Brand', name: f.apple.nameEn, alternateName: f.apple.name },
      mainEntity: { '@type': 'ItemList' },
    });
    expect(JSON.stringify(page.mainEntity)).toContain(`${SHOP}/en/product/${f.iphone.id}`);
    // The brands page links there, and the products list narrowed to the brand names it as canonical.
    expect((await ctx.app.inject({ method: 'GET', url: '/en/brands' })).body).toContain(
      `href="/en/brand/${slug}"`,
    );
    const filtered = await ctx.app.inject({ method: 'GET', url: `/en/products?brand=${f.apple.id}` });
    expect(canonicalOf(filtered.body)).toBe(`${SHOP}/en/brand/${slug}`);
    // No brand has this slug: a 404 page search engines do not index.
    const unknown = await ctx.app.inject({ method: 'GET', url: '/en/brand/no-such-brand' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('name="robots" content="noindex"');
    // A page number past the last goes to the last page; the first page has no number.
    const past = await ctx.app.inject({ method: 'GET', url: `/en/brand/${slug}?page=40` });
    expect([past.statusCode, past.headers.location]).toEqual([302, `/en/brand/${slug}`]);
  });

  it('carries the GTIN and MPN staff record into the structured data and the feeds', async () => {
    await ctx.database.db.execute(sql`
      UPDATE products SET sku = 'HP-WH-1', gtin = '4006381333931', mpn = 'WH1000XM5/B'
      WHERE id = ${f.headphones.id}`);
    await ctx.database.db.execute(sql`SELECT pg_notify(${CHANNELS.catalogChanged}, '')`);
    await vi.waitFor(async () => {
      const page = await ctx.app.inject({ method: 'GET', url: `/en/product/${f.headphones.id}` });
      expect(jsonLd(page.body).find((data) => data['@type'] === 'Product')).toMatchObject({
        sku: 'HP-WH-1',
        gtin: '4006381333931',
        mpn: 'WH1000XM5/B',
      });
    });
    const feed = (await ctx.app.inject({ method: 'GET', url: '/feeds/google-ar.xml' })).body;
    const item = feed
      .match(/<item>.*?<\/item>/gs)!
      .find((each) => each.includes(`/product/${f.headphones.id}</link>`))!;
    expect(item).toContain('<g:id>HP-WH-1</g:id>');
    expect(item).toContain('<g:gtin>4006381333931</g:gtin><g:mpn>WH1000XM5/B</g:mpn>');
    expect(item).not.toContain('identifier_exists');
    const csv = (await ctx.app.inject({ method: 'GET', url: '/feeds/meta-en.csv' })).body;
    expect(csv.split('\r\n').find((line) => line.startsWith('"HP-WH-1"'))).toContain(
      '"4006381333931","WH1000XM5/B"',
    );
  });

  it('describes the shop on the home page', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/en' });
    const types = jsonLd(home.body).map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['OnlineStore', 'WebSite']));
    expect(home.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(home.body).toContain('<meta property="og:site_name" content="Matjar | متجر"/>');
  });
});
