import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, orderItems, products } from '@matjar/db';
import { insertOrders } from '../orders/testing/order-list-test-support.js';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/catalog-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

describe('search API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    ctx = await buildTestApp();
    f = await insertCatalogFixture(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  const suggest = async (q: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/search/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().items as { id: number }[];
  };

  // Every query carries the fixture's tag, so rows of other test files sharing the database do not match.
  it.each([
    ['آيفون', 'iphone'], // as stored
    ['ايفون', 'iphone'], // alef with madda typed bare
    ['أيفون ١٥', 'iphone'], // hamza and Arabic-Indic digits
    ['IPHONE 15 pro', 'iphone'], // case, English name
    ['سماعه', 'headphones'], // ta marbuta typed as ha
    ['سَمّاعة لاسلكية', 'headphones'], // diacritics in the query, shadda in the name
    ['سمـــاعة', 'headphones'], // tatweel
  ] as const)('finds %j', async (q, key) => {
    const items = await suggest(`${q} ${f.tag}`);
    expect(items[0]?.id).toBe(f[key].id);
  });

  it('expands Arabic-letter words to Latin names', async () => {
    // "ايفون برو" → iphone + pro; the Arabic name also has برو, the English one Pro.
    expect((await suggest(`ايفون برو ${f.tag}`))[0]?.id).toBe(f.iphone.id);
    // وايرلس is not a synonym, and no name is a letter or two away from it: no match.
    expect(await suggest('وايرلس')).toEqual([]);
  });

  it('returns at most 5 suggestions with the card price fields, active products only', async () => {
    const items = await suggest(f.tag);
    expect(items.length).toBe(4);
    expect(items.map((i) => i.id)).not.toContain(f.hidden.id);
    const iphone = (await suggest(`iphone ${f.tag}`))[0];
    expect(iphone).toEqual({
      id: f.iphone.id,
      name: f.iphone.name,
      name_en: f.iphone.nameEn,
      image: '/media/iphone.webp',
      price: 400_000,
      final_price: 378_000,
    });
  });

  it('ranks exact, then prefix, then inside matches', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/search?q=${encodeURIComponent(`هاتف قديم ${f.tag}`)}`,
    });
    expect(response.json().items.map((i: { id: number }) => i.id)).toEqual([f.oldPhone.id]);
    const earbuds = await suggest(`سماعات اذن ${f.tag}`);
    expect(earbuds[0]?.id).toBe(f.earbuds.id);
  });

  it('puts products in stock first among equally relevant ones', async () => {
    // Each of the three names holds every word; the old phone's is the closest match but it is sold out.
    const ids = (await suggest(`phone ${f.tag}`)).map((item) => item.id);
    // The two in stock come first, in either order: how similar each name is to the query depends on the
    // fixture's random tag (trigrams of its digits can match the iPhone's "15").
    expect(ids.slice(0, 2).sort()).toEqual([f.headphones.id, f.iphone.id].sort());
    expect(ids[2]).toBe(f.oldPhone.id);
  });

  it('finds a near miss (typo) by trigram similarity', async () => {
    const items = await suggest(`wireles headphnes ${f.tag}`);
    expect(items[0]?.id).toBe(f.headphones.id);
  });

  it('answers an empty list for a blank query and 400 for an overlong one', async () => {
    expect(await suggest('   ')).toEqual([]);
    const results = await ctx.app.inject({ method: 'GET', url: '/api/store/search?q=' });
    expect(results.json()).toEqual({ query: '', items: [], corrected: null, did_you_mean: [] });
    const long = await ctx.app.inject({ method: 'GET', url: `/api/store/search?q=${'x'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/store/search?q=a&limit=0' })).statusCode).toBe(
      400,
    );
  });

  it('includes the brand on the results page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/search?q=${encodeURIComponent(`iphone ${f.tag}`)}`,
    });
    expect(response.json().items[0].brand).toMatchObject({ id: f.apple.id, name_en: `Apple ${f.tag}` });
  });

  const search = async (q: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/store/search?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: { id: number }[];
      corrected: string | null;
      did_you_mean: string[];
    };
  };

  describe('typos (decision 055)', () => {
    it.each([
      ['iphnoe', 'iphone'], // two letters swapped
      ['ipone', 'iphone'], // one missing
      ['headphonnes', 'headphones'], // one extra
      ['wirelss', 'headphones'],
      ['لاسلكيه', 'headphones'], // folded as typed
      ['لاسكليه', 'headphones'], // Arabic, two letters swapped
      ['ايفوون', 'iphone'], // Arabic, one extra
    ] as const)('%j finds its product, in suggestions and results', async (typo, key) => {
      expect((await suggest(`${typo} ${f.tag}`))[0]?.id).toBe(f[key].id);
      expect((await search(`${typo} ${f.tag}`)).items[0]?.id).toBe(f[key].id);
    });

    it('forgives a typo in the word still being typed (suggestions)', async () => {
      // "headphn" is neither a word nor the beginning of one; "headphon" would be.
      expect((await suggest(`${f.tag} headpohn`))[0]?.id).toBe(f.headphones.id);
    });

    it("says what it corrected and offers the closest names in the query's script", async () => {
      const latin = await search(`iphnoe ${f.tag}`);
      expect(latin.corrected).toBe(`iphone ${f.tag}`);
      expect(latin.did_you_mean.length).toBeGreaterThan(0);
      expect(latin.did_you_mean[0]).toMatch(/^iPhone 15 Pro/);
      const arabic = await search(`ايفوون ${f.tag}`);
      expect(arabic.corrected).toBe(`ايفون ${f.tag}`);
      expect(arabic.did_you_mean[0]).toMatch(/^آيفون/);
      // A query found as typed, with enough results, offers nothing.
      expect((await search(f.tag)).did_you_mean).toEqual([]);
    });

    it('does not correct a word the shop knows, or a short one', async () => {
      const known = await search(`phone ${f.tag}`);
      expect(known.corrected).toBeNull();
      const short = await search(`ipn ${f.tag}`);
      expect(short.corrected).toBeNull();
    });
  });

  it('searches with the synonyms staff add in the settings, checked line by line', async () => {
    // A word of nothing in any name, one rule a line.
    expect(await suggest('قبقب')).toEqual([]);
    const staff = await createStaffUser(ctx.database.db, { role: 'admin' });
    const headers = bearer(await createSessionToken(ctx.database.db, staff.id));
    const put = (value: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/search_synonyms',
        headers,
        payload: { value },
      });
    const refused = await put('smart watch = watch\nno rule here');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INVALID_SEARCH_SYNONYM');
    const saved = await put('قُبْقُب = wireless، لاسلكي\n\nsmart watch = watch');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().search_synonyms).toBe('قُبْقُب = wireless، لاسلكي\n\nsmart watch = watch');
    // The save announces settings_changed, which empties the cached answers once it arrives.
    await vi.waitFor(async () => {
      expect((await suggest(`قبقب ${f.tag}`))[0]?.id).toBe(f.headphones.id);
    });
  });

  it('ranks a phrase by how much of it a product matches when none matches all of it', async () => {
    // No product has "ذكي"; the headphones have both other words, the iPhone only the tag.
    const ids = (await search(`سماعه ذكيه ${f.tag}`)).items.map((item) => item.id);
    expect(ids[0]).toBe(f.headphones.id);
    expect(ids).toContain(f.iphone.id);
    expect(ids.indexOf(f.headphones.id)).toBeLessThan(ids.indexOf(f.iphone.id));
  });

  it('offers best sellers: active products in stock that sold the most', async () => {
    // Three headphones sold; ten iPhones on an order that was cancelled, which is no sale.
    const [sold, cancelled] = await insertOrders(ctx.database.db, [{}, { status: 'canceled' }]);
    const line = (orderId: number, productId: number, quantity: number) => ({
      orderId,
      productId,
      productName: 'x',
      quantity,
      unitPrice: 100,
      listPrice: 100,
      totalPrice: 100 * quantity,
    });
    await ctx.database.db
      .insert(orderItems)
      .values([line(sold!.id, f.headphones.id, 3), line(cancelled!.id, f.iphone.id, 10)]);
    const best = await ctx.app.productSearch.bestSellers();
    const ids = best.map((item) => item.id);
    expect(ids[0]).toBe(f.headphones.id);
    expect(ids).toContain(f.iphone.id);
    expect(ids).not.toContain(f.hidden.id);
    expect(ids).not.toContain(f.oldPhone.id); // sold out
  });

  describe('by kind (decision 031)', () => {
    // The fixture's categories are named "هواتف <tag>" / "Phones <tag>" and "صوتيات <tag>" / "Audio <tag>".
    it.each([
      ['جوال', 'iphone'],
      ['موبايل', 'iphone'],
      ['تلفون', 'iphone'],
      ['جوالات', 'iphone'],
      ['mobile', 'iphone'],
      ['headphone', 'headphones'],
      ['earbuds', 'headphones'],
      ['سماعه', 'headphones'],
      ['صوتيات', 'headphones'],
      ['Audio', 'headphones'],
    ] as const)('%j finds products of its kind', async (word, key) => {
      const ids = (await suggest(`${word} ${f.tag}`)).map((item) => item.id);
      expect(ids).toContain(f[key].id);
    });

    it('ranks a name match before a kind-only match', async () => {
      // "هاتف" is in the old phone's own name; the iPhone is only of the phones kind.
      const ids = (await suggest(`هاتف ${f.tag}`)).map((item) => item.id);
      expect(ids.slice(0, 2)).toEqual([f.oldPhone.id, f.iphone.id]);
    });

    it('finds a kind by the words staff add to its category, folded as search folds', async () => {
      // A word of nothing in any database: without the tag, so that near misses of tagged names stay out.
      expect(await suggest('زقرتي')).toEqual([]);
      const staff = await createStaffUser(ctx.database.db, { role: 'editor' });
      const headers = bearer(await createSessionToken(ctx.database.db, staff.id));
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${f.phones.id}`,
        headers,
        payload: {
          name: f.phones.name,
          name_en: f.phones.nameEn,
          icon: f.phones.icon,
          search_words: 'زِقْرتيّ، Handy',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().category.search_words).toBe('زِقْرتيّ، Handy');
      // The edit announces catalog_changed, which empties the cached answers once it arrives.
      let ids: number[] = [];
      await vi.waitFor(async () => {
        ids = (await suggest('زقرتي')).map((item) => item.id);
        expect(ids).toEqual(expect.arrayContaining([f.iphone.id, f.oldPhone.id]));
      });
      expect(ids).not.toContain(f.headphones.id);
      expect((await suggest(`handy ${f.tag}`)).map((item) => item.id)).toContain(f.iphone.id);
      // An edit without the field keeps the words.
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${f.phones.id}`,
        headers,
        payload: { name: f.phones.name, name_en: f.phones.nameEn, icon: f.phones.icon },
      });
      const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/categories', headers });
      const phones = listed.json().categories.find((c: { id: number }) => c.id === f.phones.id);
      expect(phones.search_words).toBe('زِقْرتيّ، Handy');
    });

    it("ranks the phone before its line's accessories for a brand + line query", async () => {
      const tag = f.tag;
      const [accessories] = await ctx.database.db
        .insert(categories)
        .values({ name: `إكسسوارات ${tag}`, nameEn: `Accessories ${tag}` })
        .returning();
      const [phone] = await ctx.database.db
        .insert(products)
        .values({
          name: `${tag} سامسونج جالكسي S25 الترا`,
          nameEn: `${tag} Samsung Galaxy S25 Ultra`,
          description: 'هاتف',
          price: 500_000,
          stock: 3,
          categoryId: f.phones.id,
          brandId: f.sony.id,
        })
        .returning();
      const [watch] = await ctx.database.db
        .insert(products)
        .values({
          name: `${tag} سامسونج جالكسي واتش`,
          nameEn: `${tag} Samsung Galaxy Watch7`,
          description: 'ساعة',
          price: 100_000,
          stock: 3,
          categoryId: accessories!.id,
          brandId: f.sony.id,
        })
        .returning();
      // The watch is newer (higher id) and as close a name match: the phone still comes first.
      const ids = (await suggest(`${tag} سامسونج جالكسي`)).map((item) => item.id);
      expect(ids.slice(0, 2)).toEqual([phone!.id, watch!.id]);
      // Naming the kind ("ساعة"? no: "إكسسوارات") keeps the shopper's choice.
      expect((await suggest(`${tag} سامسونج جالكسي اكسسوارات`))[0]?.id).toBe(watch!.id);
    });
  });
});
