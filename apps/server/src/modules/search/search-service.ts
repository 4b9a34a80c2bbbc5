import {
  SEARCH_RESULTS_MAX,
  SEARCH_SUGGESTIONS_MAX,
  buildSearchKindIndex,
  normalizeForSearch,
  planSearch,
  type SearchKindIndex,
  type StoreSearchResults,
  type StoreSearchSuggestion,
} from '@matjar/core';
import type { StorefrontSearchService } from '@matjar/storefront';
import { listTags, toCard } from '../catalog/index.js';
import type { ContentCache } from '../content/index.js';
import type { KindSearchPlan, SearchRepository } from './search-repository.js';

/** The plan with each word group's kinds: the categories any of its spellings names (decision 031). */
export function planKindSearch(folded: string, kinds: SearchKindIndex): KindSearchPlan {
  const plan = planSearch(folded);
  return {
    ...plan,
    kinds: plan.groups.map((group) => [
      ...new Set(group.alternatives.flatMap((alternative) => kinds.categoriesFor(alternative))),
    ]),
    // A query naming no kind ("سامسونج جالكسي") most likely means the device of that line, not its add-ons.
    primary: plan.groups.some((group) => group.alternatives.some(kinds.isKindWord)) ? [] : kinds.primary,
  };
}

/** Arabic-aware product search (storefront §2 Search); answers cached per folded query until a change to them. */
export function createSearchService(repository: SearchRepository, cache: ContentCache) {
  // Categories change by staff edits, which announce catalog_changed and empty the whole cache.
  const kindIndex = () =>
    cache.get(
      'search:kinds',
      async () => buildSearchKindIndex(await repository.categories()),
      () => [],
    );

  function results(q: string, limit: number) {
    const folded = normalizeForSearch(q);
    return cache.get(
      `search:${limit}:${folded}`,
      async () =>
        folded ? (await repository.search(planKindSearch(folded, await kindIndex()), limit)).map(toCard) : [],
      listTags,
    );
  }

  const service: StorefrontSearchService = {
    async search(q: string, limit = SEARCH_RESULTS_MAX): Promise<StoreSearchResults> {
      const items = await results(q, Math.min(Math.max(1, limit), SEARCH_RESULTS_MAX));
      return { query: q.trim(), items };
    },
    async suggest(q: string): Promise<StoreSearchSuggestion[]> {
      const items = await results(q, SEARCH_SUGGESTIONS_MAX);
      return items.map((item) => ({
        id: item.id,
        name: item.name,
        name_en: item.name_en,
        image: item.image,
        price: item.price,
        final_price: item.pricing.final,
      }));
    },
  };
  return service;
}
