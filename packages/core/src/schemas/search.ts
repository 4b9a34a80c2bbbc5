import { z } from 'zod';
import { DID_YOU_MEAN_MAX, SEARCH_SUGGESTIONS_MAX } from '../rules/limits.js';
import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from '../rules/catalog-limits.js';
import { Dirhams, EntityId, rawText } from './common.js';
import { StoreProductCard } from './catalog.js';

/** GET /api/store/search/suggest?q= (header box, storefront §2 Header). Empty or blank q gives []. */
export const StoreSearchSuggestQuery = z.object({
  q: rawText(SEARCH_QUERY_MAX).default(''),
});

/** GET /api/store/search?q=&limit= (the /search results page). */
export const StoreSearchQuery = z.object({
  q: rawText(SEARCH_QUERY_MAX).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULTS_MAX).default(SEARCH_RESULTS_MAX),
});
export type StoreSearchQuery = z.infer<typeof StoreSearchQuery>;

/** At most SEARCH_SUGGESTIONS_MAX of these, best match first. */
export const StoreSearchSuggestion = z.object({
  id: EntityId,
  name: z.string(),
  name_en: z.string().nullable(),
  image: z.string().nullable(),
  price: Dirhams,
  /** After the product's discount (core effectivePrice). */
  final_price: Dirhams,
});
export type StoreSearchSuggestion = z.infer<typeof StoreSearchSuggestion>;

export const StoreSearchSuggestions = z.object({
  items: z.array(StoreSearchSuggestion).max(SEARCH_SUGGESTIONS_MAX),
});
export type StoreSearchSuggestions = z.infer<typeof StoreSearchSuggestions>;

/** Results page: cards carry their brand (id, name, name_en, icon). */
export const StoreSearchResults = z.object({
  query: z.string(),
  items: z.array(StoreProductCard),
  /** The query with its typos corrected (folded, in the query's script), when a word was; else null. */
  corrected: z.string().nullable(),
  /** Names of products, brands or categories close to a query that found little or was corrected. */
  did_you_mean: z.array(z.string()).max(DID_YOU_MEAN_MAX),
});
export type StoreSearchResults = z.infer<typeof StoreSearchResults>;
