import { SEARCH_QUERY_MAX } from '@matjar/core';

/** The trimmed ?q= of a search address; '' when absent. Longer text is cut to what the API accepts. */
export function searchQueryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

/** Address of the results page for a query, in the page's language prefix. */
export function searchPath(prefix: string, query: string): string {
  return `${prefix}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
