import { searchText } from '@matjar/core';

/**
 * The ?q= of a search address as the results page reads it (core's searchText: trimmed, cut to what the search
 * takes, '' for text it refuses), the same text the host's page cache keys the page by.
 */
export function searchQueryOf(url: URL): string {
  return searchText(url.searchParams.get('q') ?? '');
}

/** Address of the results page for a query, in the page's language prefix. */
export function searchPath(prefix: string, query: string): string {
  return `${prefix}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
