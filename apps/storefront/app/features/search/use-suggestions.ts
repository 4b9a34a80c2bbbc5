import { SEARCH_DEBOUNCE_MS, type Locale, type StoreSearchSuggestion } from '@matjar/core';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/api-client.js';
import { ApiError } from '../../lib/api/api-error.js';

interface SuggestionsState {
  query: string;
  items: StoreSearchSuggestion[];
}

/**
 * Suggestions for what is typed, asked for SEARCH_DEBOUNCE_MS after the last keystroke (an older request is
 * cancelled). `items` may still belong to the previous text while the new answer is on its way; `settled`
 * says whether they answer the current text.
 */
export function useSuggestions(
  text: string,
  locale: Locale,
): { items: StoreSearchSuggestion[]; settled: boolean } {
  const query = text.trim();
  const [state, setState] = useState<SuggestionsState>({ query: '', items: [] });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiGet('/api/store/search/suggest', 'StoreSearchSuggestions', {
        locale,
        query: { q: query },
        signal: controller.signal,
      })
        .then(({ items }) => setState({ query, items }))
        .catch((error: unknown) => {
          // A refused or unreadable answer offers nothing for this text; when cancelled or offline the box
          // keeps working as a plain search form.
          if (error instanceof ApiError && error.status !== null) setState({ query, items: [] });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  if (!query) return { items: [], settled: true };
  return { items: state.items, settled: state.query === query };
}
