import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/catalog-fixture.js';

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
    const items = await suggest(`phone ${f.tag}`);
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([f.headphones.id, f.iphone.id, f.oldPhone.id]);
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
});
