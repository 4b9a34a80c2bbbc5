import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCatalogFixture, type CatalogFixture } from '../catalog/testing/catalog-fixture.js';
import { createContentCache } from '../content/index.js';
import { createSearchRepository } from './search-repository.js';
import { createSearchService } from './search-service.js';

/**
 * A query with a word no product has (a model number, a typo nothing is close to): answered as the partial
 * matches of its other words, and those are searched once for every such query, whatever the stray word.
 */
describe('search with a word no product has', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CatalogFixture;
  beforeAll(async () => {
    ctx = await buildTestApp();
    f = await insertCatalogFixture(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  function service() {
    const repository = createSearchRepository(ctx.database.db);
    const searches = vi.spyOn(repository, 'search');
    return { search: createSearchService(repository, createContentCache({ max: 1_000 })), searches };
  }

  it('answers the partial matches of the other words, ranked as before, with one search for any stray word', async () => {
    const { search, searches } = service();
    const first = await search.search(`سماعه ${f.tag} 98765431`);
    const ids = first.items.map((item) => item.id);
    // The headphones have both real words; the iPhone only the tag: both shown, the better match first.
    expect(ids[0]).toBe(f.headphones.id);
    expect(ids).toContain(f.iphone.id);
    expect(first.did_you_mean.length).toBeGreaterThan(0);
    expect(searches).toHaveBeenCalledTimes(1);
    expect(searches.mock.calls[0]![2]).toBe('some');

    const second = await search.search(`سماعه ${f.tag} 12312399`);
    expect(second.items.map((item) => item.id)).toEqual(ids);
    // Another stray word: the probes only, no search of the products.
    expect(searches).toHaveBeenCalledTimes(1);
  });

  it('still searches every word when each one matches some product', async () => {
    const { search, searches } = service();
    const found = await search.search(`wireless ${f.tag}`);
    expect(found.items.map((item) => item.id)).toEqual([f.headphones.id]);
    expect(searches.mock.calls.map((call) => call[2])).toEqual(['every']);
  });

  it('answers nothing, without a search, when no word matches any product', async () => {
    const { search, searches } = service();
    const found = await search.search('qqxqzv 77331155');
    expect(found.items).toEqual([]);
    expect(searches).not.toHaveBeenCalled();
  });

  it('suggests as the shopper types a model number no product has', async () => {
    const { search } = service();
    const typed = await search.suggest(`iphone ${f.tag} 5550`);
    expect(typed.map((item) => item.id)).toContain(f.iphone.id);
  });
});
