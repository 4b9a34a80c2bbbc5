import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categoryLink, type HomepageSection } from '@matjar/core';
import { openTestDatabase } from '../../testing/test-app.js';
import { createContentCache } from '../content/content-cache.js';
import type { SettingsService } from '../content/settings-service.js';
import { insertCatalogFixture, type CatalogFixture } from './testing/catalog-fixture.js';
import { createCatalogRepository } from './catalog-repository.js';
import { createCatalogService } from './catalog-service.js';
import { changedTags } from './cache-tags.js';

describe('home sections resolved by the catalogue service', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    database = await openTestDatabase();
    f = await insertCatalogFixture(database.db);
  });
  afterAll(() => database?.close());

  function serviceWith(sections: HomepageSection[]) {
    const settings = { homepageSections: async () => sections } as unknown as SettingsService;
    return createCatalogService({
      repository: createCatalogRepository(database.db),
      settings,
      cache: createContentCache({ max: 100 }),
    });
  }
  const section = (id: string, order: number, config: HomepageSection['config'] = {}, enabled = true) => ({
    id,
    section_type: id,
    display_order: order,
    is_enabled: enabled,
    config,
  });

  it('keeps enabled sections in display order with their products and categories', async () => {
    const catalog = serviceWith([
      section('about', 3, { title_ar: 'من نحن', title_en: 'About' }),
      section('products_picks', 1, { product_ids: [f.earbuds.id, f.hidden.id, 99_999_999, f.iphone.id] }),
      section('offers', 4, {}, false),
      section('categories_chosen', 2, { category_ids: [f.audio.id, f.phones.id] }),
      section('hero_banner', 0, { images: [{ id: 'a', url: '/media/a.webp' }] }),
    ]);
    const { sections } = await catalog.homepage('en');
    expect(sections.map((s) => [s.section.id, s.kind])).toEqual([
      ['hero_banner', 'hero_banner'],
      ['products_picks', 'products'],
      ['categories_chosen', 'chosen_categories'],
      ['about', 'info'],
    ]);
    // Chosen order kept; the inactive and the unknown product left out.
    expect(sections[1]!.products.map((p) => p.id)).toEqual([f.earbuds.id, f.iphone.id]);
    expect(sections[2]!.categories.map((c) => [c.id, c.brands.map((b) => b.id)])).toEqual([
      [f.audio.id, [f.apple.id, f.sony.id]],
      [f.phones.id, [f.apple.id, f.sony.id]],
    ]);
    expect(sections[3]!.title).toBe('About');
    expect(await catalog.section('offers', 'ar')).toBeNull();
    expect((await catalog.section('about', 'ar'))?.title).toBe('من نحن');
  });

  it('fills latest products (6), the categories strip (6) and offers', async () => {
    const catalog = serviceWith([
      section('latest_products', 1),
      section('categories', 2),
      section('offers', 3),
    ]);
    const [latest, strip, offers] = (await catalog.homepage('ar')).sections;
    expect(latest!.products.length).toBeLessThanOrEqual(6);
    expect(strip!.categories.length).toBeLessThanOrEqual(6);
    expect(offers!.products.every((p) => p.is_special_offer)).toBe(true);
  });

  it('lists every active product and category page for the sitemap, each at its one address', async () => {
    const entries = await serviceWith([]).sitemapEntries();
    const paths = entries.map((e) => e.path);
    expect(paths).toContain(`/product/${f.iphone.id}`);
    expect(paths).toContain(categoryLink(f.phones.id));
    expect(paths).not.toContain(`/product/${f.hidden.id}`);
    expect(entries.find((e) => e.path === `/product/${f.iphone.id}`)?.kind).toBe('product');
    expect(entries.find((e) => e.path === categoryLink(f.audio.id))?.kind).toBe('category');
  });

  it("moves a product's lastmod when its stock moves, and the announcement drops the cached sitemap", async () => {
    const cache = createContentCache({ max: 100 });
    const catalog = createCatalogService({
      repository: createCatalogRepository(database.db),
      settings: { homepageSections: async () => [] } as unknown as SettingsService,
      cache,
    });
    const lastmod = async () =>
      (await catalog.sitemapEntries()).find((e) => e.path === `/product/${f.earbuds.id}`)!.lastModified!;
    const before = await lastmod();
    // An order's reservation, as the stock ledger writes it: no staff edit touches the product row.
    await database.db.execute(sql`
      INSERT INTO stock_movements (product_id, delta, stock_after, reason, created_at)
      VALUES (${f.earbuds.id}, -1, 0, 'order_reserved', ${new Date(Date.parse(before) + 60_000).toISOString()})`);
    expect(await lastmod()).toBe(before);
    cache.invalidate(changedTags([f.earbuds.id], false));
    expect(Date.parse(await lastmod())).toBe(Date.parse(before) + 60_000);
  });
});
