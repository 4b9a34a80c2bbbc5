import { SEARCH_QUERY_MAX, StoreSearchQuery } from '@matjar/core';

/**
 * The trimmed ?q= of a search address; '' when absent. Longer text is cut to what the API accepts (never
 * through the middle of an emoji); text the API refuses (NUL, unpaired surrogates) counts as no query, since
 * the page calls the search service directly, without the API's schema in between.
 */
export function searchQueryOf(url: URL): string {
  const query = (url.searchParams.get('q') ?? '')
    .trim()
    .slice(0, SEARCH_QUERY_MAX)
    .replace(/[\uD800-\uDBFF]$/, '');
  return StoreSearchQuery.safeParse({ q: query }).success ? query : '';
}

/** Address of the results page for a query, in the page's language prefix. */
export function searchPath(prefix: string, query: string): string {
  return `${prefix}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
