import { SEARCH_DEBOUNCE_MS, type StoreSearchSuggestion } from '@matjar/core';
import { useEffect, useState } from 'react';

export const SUGGEST_ENDPOINT = '/api/store/search/suggest';

interface SuggestionsState {
  query: string;
  items: StoreSearchSuggestion[];
}

async function fetchSuggestions(query: string, signal: AbortSignal): Promise<StoreSearchSuggestion[]> {
  const response = await fetch(`${SUGGEST_ENDPOINT}?${new URLSearchParams({ q: query })}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { items?: StoreSearchSuggestion[] };
  return Array.isArray(body.items) ? body.items : [];
}

/**
 * Suggestions for what is typed, asked for SEARCH_DEBOUNCE_MS after the last keystroke (an older request is
 * cancelled). `items` may still belong to the previous text while the new answer is on its way; `settled`
 * says whether they answer the current text.
 */
export function useSuggestions(text: string): { items: StoreSearchSuggestion[]; settled: boolean } {
  const query = text.trim();
  const [state, setState] = useState<SuggestionsState>({ query: '', items: [] });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then((items) => setState({ query, items }))
        .catch(() => {
          // Aborted or offline: the box keeps working as a plain search form.
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  if (!query) return { items: [], settled: true };
  return { items: state.items, settled: state.query === query };
}
