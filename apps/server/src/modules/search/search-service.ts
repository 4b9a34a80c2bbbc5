import {
  BUILT_IN_SYNONYMS,
  buildSynonymMap,
  staffSynonymRows,
  DID_YOU_MEAN_MAX,
  SEARCH_BEST_SELLERS_MAX,
  SEARCH_FEW_RESULTS,
  SEARCH_RESULTS_MAX,
  SEARCH_SUGGESTIONS_MAX,
  buildSearchKindIndex,
  buildSearchVocabulary,
  categorySearchTerms,
  normalizeForSearch,
  planSearch,
  scriptOfCorrection,
  type SearchKindIndex,
  type SearchSynonymMap,
  type SearchVocabulary,
  type StoreProductCard,
  type StoreSearchResults,
  type StoreSearchSuggestion,
} from '@matjar/core';
import type { StorefrontSearchService } from '@matjar/storefront';
import { listTags, toCard } from '../catalog/index.js';
import type { ContentCache } from '../content/index.js';
import type { KindSearchPlan, SearchRepository } from './search-repository.js';

/** The plan with each word group's kinds: the categories any of its spellings names (decision 031). */
export function planKindSearch(
  folded: string,
  kinds: SearchKindIndex,
  options: { synonyms?: SearchSynonymMap; vocabulary?: SearchVocabulary; typing?: boolean } = {},
): KindSearchPlan {
  const plan = planSearch(folded, options);
  return {
    ...plan,
    kinds: plan.groups.map((group) => [
      ...new Set(group.alternatives.flatMap((alternative) => kinds.categoriesFor(alternative))),
    ]),
    // A query naming no kind ("سامسونج جالكسي") most likely means the device of that line, not its add-ons.
    primary: plan.groups.some((group) => group.alternatives.some(kinds.isKindWord)) ? [] : kinds.primary,
  };
}

interface Found {
  items: StoreProductCard[];
  /** The query with its typos corrected, when one was. */
  corrected: string | null;
  /** Whether only some of the query's words matched (no product matched them all). */
  partial: boolean;
}

/**
 * Arabic-aware product search (storefront §2 Search) that forgives typos (decision 055); answers cached per
 * folded query until a change to them.
 */
export function createSearchService(repository: SearchRepository, cache: ContentCache) {
  // Categories, names and synonyms change by staff edits, which announce catalog_changed or settings_changed:
  // either empties the whole cache.
  const synonyms = () =>
    cache.get(
      'search:synonyms',
      async () => buildSynonymMap(staffSynonymRows(await repository.staffSynonyms()), BUILT_IN_SYNONYMS),
      () => [],
    );
  const kindIndex = () =>
    cache.get(
      'search:kinds',
      async () => buildSearchKindIndex(await repository.categories()),
      () => [],
    );
  const vocabulary = () =>
    cache.get(
      'search:vocabulary',
      async () => {
        const [names, categories, known] = await Promise.all([
          repository.names(),
          repository.categories(),
          synonyms(),
        ]);
        const extra = [
          ...categories.flatMap(categorySearchTerms),
          ...[...known].flatMap(([key, values]) => [key, ...values]),
        ];
        return buildSearchVocabulary(
          names.map((name) => ({ ...name, folded: normalizeForSearch(name.text) })),
          extra,
        );
      },
      () => [],
    );

  function find(q: string, limit: number, typing: boolean): Promise<Found> {
    const folded = normalizeForSearch(q);
    return cache.get(
      `search:${typing ? 'typing' : 'whole'}:${limit}:${folded}`,
      async () => {
        if (!folded) return { items: [], corrected: null, partial: false };
        const plan = planKindSearch(folded, await kindIndex(), {
          synonyms: await synonyms(),
          vocabulary: await vocabulary(),
          typing,
        });
        if (plan.groups.length > 1) {
          // A word no product has at all (a model number, a typo nothing is close to) leaves every product
          // unmatched: the answer is the partial matches of the other words, which are the same whatever that
          // word was, so they are searched and cached once for those words. A fresh query with a stray word
          // then costs one statement of index probes, not a search and a ranking of every partial match.
          const matched = await repository.groupsMatching(plan);
          if (matched.groups.some((found) => !found)) {
            const items = await partialMatches(plan, matched.groups, limit, typing);
            return { items, corrected: plan.corrected, partial: true };
          }
          if (!matched.all) return someMatches(plan, limit);
        }
        const rows = await repository.search(plan, limit, 'every');
        if (rows.length > 0 || plan.groups.length < 2) {
          return { items: rows.map(toCard), corrected: plan.corrected, partial: false };
        }
        return someMatches(plan, limit);
      },
      (found) => listTags(found.items),
    );
  }

  /** Every word matches some product, but none matches them all: the best of those matching some. */
  async function someMatches(plan: KindSearchPlan, limit: number): Promise<Found> {
    const some = await repository.search(plan, limit, 'someOfNone');
    return { items: some.map(toCard), corrected: plan.corrected, partial: true };
  }

  /** The best products matching some of the plan's word groups that `matched` says any product has. */
  function partialMatches(
    plan: KindSearchPlan,
    matched: readonly boolean[],
    limit: number,
    typing: boolean,
  ): Promise<StoreProductCard[]> {
    const groups = plan.groups.filter((_, index) => matched[index]);
    if (groups.length === 0) return Promise.resolve([]);
    const kinds = plan.kinds.filter((_, index) => matched[index]);
    return cache.get(
      `search:partial:${typing}:${limit}:${JSON.stringify([groups, plan.primary])}`,
      async () => {
        // Ranked by the words that remain: exact and prefix matches, and similarity, without the stray one.
        const remaining = groups.map((group) => group.alternatives[0]).join(' ');
        const { phrases } = planSearch(remaining, {
          synonyms: await synonyms(),
          vocabulary: await vocabulary(),
          typing,
        });
        const rows = await repository.search({ ...plan, groups, kinds, phrases }, limit, 'some');
        return rows.map(toCard);
      },
      listTags,
    );
  }

  /** Names to offer for a query that found little or was corrected: in the query's script, one tap away. */
  async function didYouMean(q: string, found: Found): Promise<string[]> {
    const folded = normalizeForSearch(q);
    if (found.corrected === null && !found.partial && found.items.length >= SEARCH_FEW_RESULTS) return [];
    const names = (await vocabulary()).closestNames(
      found.corrected ?? folded,
      scriptOfCorrection(folded, found.corrected),
      DID_YOU_MEAN_MAX + 1,
    );
    // Never the query itself; the corrected spelling's own name ("Samsung" for "samsng") is the best offer.
    return names
      .filter((name) => name.folded !== folded)
      .slice(0, DID_YOU_MEAN_MAX)
      .map((name) => name.text);
  }

  const bestSellers = () =>
    cache.get(
      'search:best-sellers',
      async () => (await repository.bestSellers(SEARCH_BEST_SELLERS_MAX)).map(toCard),
      listTags,
    );

  const service: StorefrontSearchService = {
    async search(q: string, limit = SEARCH_RESULTS_MAX): Promise<StoreSearchResults> {
      const found = await find(q, Math.min(Math.max(1, limit), SEARCH_RESULTS_MAX), false);
      return {
        query: q.trim(),
        items: found.items,
        corrected: found.corrected,
        did_you_mean: await didYouMean(q, found),
      };
    },
    async suggest(q: string): Promise<StoreSearchSuggestion[]> {
      const { items } = await find(q, SEARCH_SUGGESTIONS_MAX, true);
      return items.map((item) => ({
        id: item.id,
        name: item.name,
        name_en: item.name_en,
        image: item.image,
        price: item.price,
        final_price: item.pricing.final,
      }));
    },
    bestSellers,
  };
  return service;
}
