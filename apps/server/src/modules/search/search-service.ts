import {
  SEARCH_RESULTS_MAX,
  SEARCH_SUGGESTIONS_MAX,
  normalizeForSearch,
  planSearch,
  type StoreSearchResults,
  type StoreSearchSuggestion,
} from '@matjar/core';
import type { StorefrontSearchService } from '@matjar/storefront';
import { listTags } from '../catalog/cache-tags.js';
import { toCard } from '../catalog/catalog-service.js';
import type { ContentCache } from '../content/content-cache.js';
import type { SearchRepository } from './search-repository.js';

/** Arabic-aware product search (storefront §2 Search); answers cached per folded query until a change to them. */
export function createSearchService(repository: SearchRepository, cache: ContentCache) {
  function results(q: string, limit: number) {
    const folded = normalizeForSearch(q);
    return cache.get(
      `search:${limit}:${folded}`,
      async () => (folded ? (await repository.search(planSearch(folded), limit)).map(toCard) : []),
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
