import { useEffect, useState } from 'react';

/** Typing pauses this long before a list follows its search box (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchTextOptions {
  /** Search by itself after this pause in typing; without it the list follows only on Enter or the button. */
  debounceMs?: number;
}

/**
 * The text of a list's search box: the box's own while typing, following the list's search back when that
 * changes from elsewhere (clear filters, the back button). `onSearch` receives the trimmed text when it
 * differs from the list's; `typing` marks a search made by the pause rather than by Enter.
 */
export function useSearchText(
  searched: string,
  onSearch: (text: string, options?: { typing?: boolean }) => void,
  { debounceMs }: SearchTextOptions = {},
) {
  const [text, setText] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (searched !== shown) {
    setShown(searched);
    setText(searched);
  }

  useEffect(() => {
    if (debounceMs === undefined || text.trim() === searched.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim(), { typing: true }), debounceMs);
    return () => clearTimeout(timer);
  }, [text, searched, onSearch, debounceMs]);

  const search = () => {
    if (text.trim() !== searched.trim()) onSearch(text.trim());
  };

  return { text, setText, search };
}
