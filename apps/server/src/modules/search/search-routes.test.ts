import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, products } from '@matjar/db';
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
    // وايرلس is not a synonym: no match.
    expect(await suggest(`وايرلس ${f.tag}`)).toEqual([]);
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
    expect(results.json()).toEqual({ query: '', items: [] });
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
