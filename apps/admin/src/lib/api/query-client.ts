import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { sessionKeys } from './query-keys';

/** How often a failed query is tried again: refusals (4xx) never, since the same request gets the same no. */
const QUERY_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500) {
    return false;
  }
  // A call that already waited the whole timeout is not waited for twice: the screen offers Retry.
  if (error instanceof ApiError && error.code === CLIENT_ERROR_CODES.timeout) return false;
  return failureCount < QUERY_RETRIES;
}

/** A 401 on any call means the session ended on the server (signed out elsewhere, expired). */
function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** `meta` flag of a call whose 401 is an answer, not a lost session (a wrong password at sign-in). */
export const SKIP_SESSION_CHECK = 'skipSessionCheck';

/**
 * The app's one QueryClient. Any query or mutation answered 401 re-checks the session, so the guard sends
 * the visitor to the sign-in page wherever it happened; no screen handles that itself.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (meta?.[SKIP_SESSION_CHECK] === true || !isSessionEnded(error)) return;
    void client.invalidateQueries({ queryKey: sessionKeys.all });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    // networkMode 'always': TanStack's default pauses every query and mutation while the browser says it is
    // offline, which left lists on "loading" and Save on "saving…" until the connection came back. Sent
    // anyway, a call fails at once (or at the timeout) and the screen says so, with Retry.
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}
