import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GIFT_CARD_CATEGORY_ID, type HomepageSection } from '@matjar/core';
import { categories, productCategories, products, productVariants } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { createContentCache } from '../content/content-cache.js';
import type { SettingsService } from '../content/settings-service.js';
import { changeStock } from '../stock/stock-ledger.js';
import { createCatalogRepository } from './catalog-repository.js';
import { createCatalogService } from './catalog-service.js';

// Merchandising: lists open on what can be bought, sort by the price a shopper sees or the name in
// the page's language, related products and the home page's latest row never show sold-out products.

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

async function insertShelf(db: Awaited<ReturnType<typeof buildTestApp>>['database']['db']) {
  const [shelf, extra] = await db
    .insert(categories)
    .values([
      { name: 'رف', nameEn: 'Shelf' },
      { name: 'إضافي', nameEn: 'Extra' },
    ])
    .returning();
  await db.insert(categories).values({ id: GIFT_CARD_CATEGORY_ID, name: 'بطاقات', nameEn: 'Gift cards' });
  const product = (
    nameAr: string,
    nameEn: string,
    minutes: number,
    fields: Partial<typeof products.$inferInsert> & { price: number },
  ) => ({ name: nameAr, nameEn, description: 'x', categoryId: shelf!.id, createdAt: at(minutes), ...fields });
  const [zebra, banana, mango, cherry, soldOut, extraItem, giftCard] = await db
    .insert(products)
    .values([
      product('أ حمار', 'Zebra case', 1, { price: 10_000, stock: 3 }),
      // Listed at 900 QAR, but its first variant sells at 200 QAR less a 10 QAR discount.
      product('ب موز', 'banana stand', 2, {
        price: 90_000,
        stock: 4,
        discountType: 'fixed',
        discountValue: 1_000,
      }),
      // 300 QAR at half price: 150 QAR on the card.
      product('ت مانجو', 'Mango speaker', 3, {
        price: 30_000,
        stock: 2,
        discountType: 'percentage',
        discountValue: 50,
      }),
      product('ث كرز', 'Cherry phone', 4, { price: 25_000, stock: 1 }),
      product('ج نفد', 'Apple sold out', 5, { price: 5_000, stock: 0 }),
      product('ح إضافي', 'Extra item', 6, { price: 7_000, stock: 5, categoryId: extra!.id }),
      product('خ بطاقة', 'Gift card', 9, { price: 5_000, stock: 50, categoryId: GIFT_CARD_CATEGORY_ID }),
    ])
    .returning();
  await db.insert(productVariants).values([
    { productId: banana!.id, name: 'صغير', price: 20_000, stock: 4, createdAt: at(1) },
    { productId: banana!.id, name: 'كبير', price: 95_000, stock: 0, createdAt: at(2) },
  ]);
  // The zebra case is also linked to the extra category, so the extra item is related to it after its shelf.
  await db.insert(productCategories).values([{ productId: zebra!.id, categoryId: extra!.id }]);
  return {
    shelf: shelf!,
    zebra: zebra!,
    banana: banana!,
    mango: mango!,
    cherry: cherry!,
    soldOut: soldOut!,
    extraItem: extraItem!,
    giftCard: giftCard!,
  };
}

describe('product list order, related products and the latest row', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s: Awaited<ReturnType<typeof insertShelf>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    s = await insertShelf(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  const list = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/products?category=${s.shelf.id}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { id: number }[] }).items.map((item) => item.id);
  };

  it('opens on products in stock, newest first, sold-out ones last', async () => {
    expect(await list('')).toEqual([s.cherry.id, s.mango.id, s.banana.id, s.zebra.id, s.soldOut.id]);
    expect(await list('&sort=newest')).toEqual(await list(''));
  });

  it('sorts by the discounted price on the card, both ways, keeping sold-out ones last', async () => {
    // Cards: zebra 100, mango 150 (300 at half price), banana 190 (first variant 200 less 10), cherry 250.
    expect(await list('&sort=price_asc')).toEqual([
      s.zebra.id,
      s.mango.id,
      s.banana.id,
      s.cherry.id,
      s.soldOut.id,
    ]);
    // The database's order agrees with core's price on every card (toCard → effectivePrice).
    const cards = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/store/products?category=${s.shelf.id}&sort=price_asc`,
      })
    ).json().items as { stock: number; pricing: { final: number } }[];
    const finals = cards.filter((card) => card.stock > 0).map((card) => card.pricing.final);
    expect(finals).toEqual([10_000, 15_000, 19_000, 25_000]);
    expect(await list('&sort=price_desc')).toEqual([
      s.cherry.id,
      s.banana.id,
      s.mango.id,
      s.zebra.id,
      s.soldOut.id,
    ]);
  });

  it("sorts by the name in the list's language (Arabic by default), ignoring case in English", async () => {
    const arabic = [s.zebra.id, s.banana.id, s.mango.id, s.cherry.id, s.soldOut.id];
    expect(await list('&sort=name')).toEqual(arabic);
    expect(await list('&sort=name&locale=ar')).toEqual(arabic);
    expect(await list('&sort=name&locale=en')).toEqual([
      s.banana.id,
      s.cherry.id,
      s.mango.id,
      s.zebra.id,
      s.soldOut.id,
    ]);
  });

  it.each(['sort=relevance', 'sort=', 'locale=fr'])('refuses %s with 400 and the field', async (query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', messageAr: expect.any(String) });
    expect(error.issues.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['querystring', query.split('=')[0]],
    ]);
  });

  it('relates products in stock only, its first category before its other ones', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/products/${s.zebra.id}/related`,
    });
    const related = (response.json() as { items: { id: number; stock: number }[] }).items;
    expect(related.map((item) => item.id)).toEqual([s.cherry.id, s.mango.id, s.banana.id, s.extraItem.id]);
    expect(related.every((item) => item.stock > 0)).toBe(true);
  });

  it('fills the latest row with the newest products in stock, never gift cards', async () => {
    const sections = [
      {
        id: 'latest_products',
        section_type: 'latest_products',
        display_order: 1,
        is_enabled: true,
        config: {},
      },
    ];
    const catalog = createCatalogService({
      repository: createCatalogRepository(ctx.database.db),
      settings: { homepageSections: async () => sections as HomepageSection[] } as unknown as SettingsService,
      cache: createContentCache({ max: 100 }),
    });
    const [latest] = (await catalog.homepage('ar')).sections;
    expect(latest!.products.map((product) => product.id)).toEqual([
      s.extraItem.id,
      s.cherry.id,
      s.mango.id,
      s.banana.id,
      s.zebra.id,
    ]);
  });

  it('re-orders cached lists when a product sells out, also pages that did not show it', async () => {
    const secondPage = '&pageSize=2&page=2';
    expect(await list(secondPage)).toEqual([s.banana.id, s.zebra.id]);
    expect(
      ctx.app.contentCache.peek(`json:/api/store/products?category=${s.shelf.id}${secondPage}`),
    ).toBeDefined();
    await ctx.database.db.transaction((tx) =>
      changeStock(tx, [{ productId: s.cherry.id, variantId: null, delta: -1 }], {
        reason: 'manual_adjustment',
        short: () => new Error('cherry had one left'),
      }),
    );
    // The last cherry phone sold: it sinks among the sold-out ones (newest first), moving the zebra up.
    await vi.waitFor(async () => expect(await list(secondPage)).toEqual([s.zebra.id, s.soldOut.id]));
    expect(await list('')).toEqual([s.mango.id, s.banana.id, s.zebra.id, s.soldOut.id, s.cherry.id]);
  });
});
