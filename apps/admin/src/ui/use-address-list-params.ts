import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's search, filters and page kept in the address: `read` parses it, `change` merges a change
 * (a new filter goes back to page 1), `write` serialises it. The three are a feature's module functions.
 */
export function useAddressListParams<P>(
  read: (search: URLSearchParams) => P,
  write: (params: P) => URLSearchParams,
  change: (params: P, next: Partial<P>) => P,
) {
  const [search, setSearch] = useSearchParams();
  const params = read(search);
  // Reads the address at the moment of the change, so a debounced search never writes back stale filters;
  // `typing` (a search after a pause) replaces the history entry rather than adding one per pause.
  const onChange = useCallback(
    (next: Partial<P>, options?: { typing?: boolean }) =>
      setSearch((current) => write(change(read(current), next)), { replace: options?.typing ?? false }),
    [setSearch, read, write, change],
  );
  return [params, onChange] as const;
}
