import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands, products } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCatalogFixture, type CatalogFixture } from './testing/catalog-fixture.js';

describe('public catalogue API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  let emptyBrand: typeof brands.$inferSelect;
  beforeAll(async () => {
    ctx = await buildTestApp();
    f = await insertCatalogFixture(ctx.database.db);
    const [inserted] = await ctx.database.db
      .insert(brands)
      .values({ name: 'بلا منتجات', nameEn: `No products ${f.spare.id}` })
      .returning();
    emptyBrand = inserted!;
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  it('lists active products of a brand, newest first, with paging and card prices', async () => {
    const response = await get(`/api/store/products?brand=${f.apple.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual([f.iphone.id, f.earbuds.id]);
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 2, pageCount: 1 });
    // The first active variant (oldest: 128 at 4,200 QAR) is the base; 10 % off.
    expect(body.items[0]).toMatchObject({
      variant_count: 2,
      brand: { id: f.apple.id, name_en: `Apple ${f.tag}` },
      pricing: { base: 420_000, final: 378_000, hasDiscount: true, percentOff: 10 },
    });
    // A fixed discount above the price stops at 0.
    expect(body.items[1].pricing).toMatchObject({ base: 80_000, final: 0 });

    const second = (await get(`/api/store/products?brand=${f.apple.id}&pageSize=1&page=2`)).json();
    expect(ids(second)).toEqual([f.earbuds.id]);
    expect(second).toMatchObject({ total: 2, pageCount: 2 });
    const beyond = (await get(`/api/store/products?brand=${f.apple.id}&pageSize=1&page=5`)).json();
    expect(beyond).toMatchObject({ items: [], total: 2 });
  });

  it('filters by category through product_categories, by ids and by special offer; sorts', async () => {
    const inPhones = (await get(`/api/store/products?category=${f.phones.id}`)).json();
    expect(ids(inPhones)).toEqual([f.iphone.id, f.oldPhone.id, f.earbuds.id]);
    const byIds = (await get(`/api/store/products?ids=${f.hidden.id},${f.headphones.id}`)).json();
    expect(ids(byIds)).toEqual([f.headphones.id]);
    const offers = (await get(`/api/store/products?offers=true&category=${f.phones.id}`)).json();
    expect(ids(offers)).toEqual([f.iphone.id]);
    // The sold-out old phone stays after the headphones in stock, whichever way prices go
    // (catalog-list-order.test.ts covers each order).
    const cheap = (await get(`/api/store/products?brand=${f.sony.id}&sort=price_asc`)).json();
    expect(ids(cheap)).toEqual([f.headphones.id, f.oldPhone.id]);
    const dear = (await get(`/api/store/products?brand=${f.sony.id}&sort=price_desc`)).json();
    expect(ids(dear)).toEqual([f.headphones.id, f.oldPhone.id]);
  });

  it.each([
    ['pageSize=49', 'pageSize', 'VALIDATION_FAILED'],
    ['page=abc', 'page', 'VALIDATION_FAILED'],
    ['sort=cheapest', 'sort', 'VALIDATION_FAILED'],
    ['brand=-1', 'brand', 'INVALID_ID'],
    ['ids=1,x', 'ids', 'INVALID_ID'],
  ])('refuses a bad list query (%s) with 400 and the field', async (query, field, code) => {
    const response = await get(`/api/store/products?${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code, messageAr: expect.any(String) });
    expect(error.issues[0].path).toContain(field);
  });

  it('serves one product with everything the page shows, in display order', async () => {
    const response = await get(`/api/store/products/${f.iphone.id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product).toMatchObject({
      id: f.iphone.id,
      description_en: 'A phone',
      category: { id: f.phones.id },
      brand: { id: f.apple.id },
      categories: [{ id: f.phones.id }],
      rating: {
        average: 4.3,
        count: 3,
        distribution: [
          { stars: 5, count: 1 },
          { stars: 4, count: 2 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      },
    });
    expect(product.images.map((i: { url: string }) => i.url)).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(product.options[0].values.map((v: { value_en: string }) => v.value_en)).toEqual([
      'Black',
      'White',
    ]);
    expect(product.variants.map((v: { name: string }) => v.name)).toEqual(['128', '256']);
    expect(product.reviews.map((r: { customerName: string }) => r.customerName)).toEqual([
      'Omar',
      'Ali',
      'سارة',
    ]);
  });

  it('answers 404 in the error shape for unknown and inactive products, 400 for a bad id', async () => {
    for (const id of [f.hidden.id, 99_999_999]) {
      const response = await get(`/api/store/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', messageAr: expect.any(String) });
      expect((await get(`/api/store/products/${id}/related`)).statusCode).toBe(404);
    }
    for (const id of ['abc', '1.5', '0']) {
      expect((await get(`/api/store/products/${id}`)).statusCode).toBe(400);
    }
    const hiddenInList = (await get(`/api/store/products?category=${f.phones.id}&pageSize=48`)).json();
    expect(ids(hiddenInList)).not.toContain(f.hidden.id);
  });

  it('relates active products of the same category, never the product itself nor sold-out ones', async () => {
    // The old phone and the earbuds (linked to phones) are sold out (catalog-list-order.test.ts: in stock).
    const related = (await get(`/api/store/products/${f.iphone.id}/related`)).json();
    expect(ids(related)).toEqual([]);
    const ofOldPhone = (await get(`/api/store/products/${f.oldPhone.id}/related`)).json();
    expect(ids(ofOldPhone)).toEqual([f.iphone.id]);
  });

  it('counts active products per category and per brand and category', async () => {
    const { items } = (await get('/api/store/categories')).json();
    const count = (id: number) => items.find((c: { id: number }) => c.id === id)?.product_count;
    expect([count(f.phones.id), count(f.audio.id)]).toEqual([3, 2]);
    expect((await get(`/api/store/categories/${f.audio.id}`)).json()).toMatchObject({ product_count: 2 });
    expect((await get('/api/store/categories/99999999')).statusCode).toBe(404);

    const inPhones = (await get(`/api/store/brands?category=${f.phones.id}`)).json();
    expect(inPhones.items.map((b: { id: number; product_count: number }) => [b.id, b.product_count])).toEqual(
      [
        [f.apple.id, 2],
        [f.sony.id, 1],
      ],
    );
    const all = (await get('/api/store/brands')).json();
    const apple = all.items.find((b: { id: number }) => b.id === f.apple.id);
    expect(apple).toMatchObject({
      // Its page's address part, from its Latin name ("Apple <tag>").
      slug: expect.stringMatching(/^apple-[a-z0-9-]+$/),
      product_count: 2,
      category_counts: [
        { category_id: f.phones.id, product_count: 2 },
        { category_id: f.audio.id, product_count: 1 },
      ].sort((a, b) => a.category_id - b.category_id),
    });
    expect((await get('/api/store/brands?category=x')).statusCode).toBe(400);
  });

  it('lists no empty category or brand, and an empty category’s own page still answers', async () => {
    const categoryIds = ids((await get('/api/store/categories')).json());
    expect(categoryIds).toContain(f.phones.id);
    expect(categoryIds).not.toContain(f.spare.id);
    expect((await get(`/api/store/categories/${f.spare.id}`)).json()).toMatchObject({ product_count: 0 });
    const brandIds = ids((await get('/api/store/brands')).json());
    expect(brandIds).toContain(f.apple.id);
    expect(brandIds).not.toContain(emptyBrand.id);
  });

  it('serves the home sections in order, enabled only, and the site settings', async () => {
    const home = (await get('/api/store/homepage?locale=en')).json();
    const orders = home.sections.map((s: { section: { display_order: number } }) => s.section.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(home.sections.every((s: { section: { is_enabled: boolean } }) => s.section.is_enabled)).toBe(true);
    const latest = home.sections.find((s: { kind: string }) => s.kind === 'latest_products');
    expect(latest.products.length).toBeLessThanOrEqual(6);
    expect((await get('/api/store/homepage?locale=fr')).statusCode).toBe(400);
    expect((await get('/api/store/sections/no-such-section')).statusCode).toBe(404);
    const settings = await get('/api/store/settings');
    expect(settings.json()).toHaveProperty('contact.email');
  });

  it('sends an ETag and answers 304 when the client has the current copy', async () => {
    const first = await get(`/api/store/products/${f.headphones.id}`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const again = await get(`/api/store/products/${f.headphones.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a cached answer gzipped, then in brotli, to clients that take them: the same bytes once unpacked', async () => {
    const url = '/api/store/products?pageSize=48';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const packed = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
    // Brotli is made off the event loop once the answer is asked for again, then preferred.
    await vi.waitFor(async () => {
      const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(brotli.rawPayload.length).toBeLessThan(packed.rawPayload.length);
    });
    // A client that takes only gzip still gets gzip.
    expect((await get(url, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('serves fresh data after a catalogue change is announced (NOTIFY catalog_changed)', async () => {
    const url = `/api/store/products/${f.oldPhone.id}`;
    expect((await get(url)).json().name_en).toBe(`Old phone ${f.tag}`);
    await ctx.database.db
      .update(products)
      .set({ nameEn: `Renamed ${f.tag}` })
      .where(eq(products.id, f.oldPhone.id));
    // Cached until announced: the change is invisible…
    expect((await get(url)).json().name_en).toBe(`Old phone ${f.tag}`);
    await ctx.database.notify(CHANNELS.catalogChanged, '{}');
    // …and visible once the notification arrives.
    await vi.waitFor(async () => expect((await get(url)).json().name_en).toBe(`Renamed ${f.tag}`));
    // Deactivating a product hides it at the next announcement.
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.id, f.oldPhone.id));
    await ctx.database.notify(CHANNELS.catalogChanged, '{}');
    await vi.waitFor(async () => expect((await get(url)).statusCode).toBe(404));
  });
});
