import { useEffect, useSyncExternalStore } from 'react';
import type { Locale, StoreCustomer } from '@matjar/core';
import { removeLocalStorage, writeLocalStorage } from '../browser-storage.js';
import { apiGet, apiPost } from '../api/api-client.js';

/**
 * The signed-in customer, shared by the header, the account pages and checkout. Read in the browser only (GET
 * /api/store/auth/me): pages rendered on the server are the same for every visitor, so they can be cached.
 * 'unknown' until the first answer.
 */
type State = StoreCustomer | null | 'unknown';

let state: State = 'unknown';

// Kept while this browser has a customer signed in, so the pages of a shopper who never signed in (most
// visits) do not ask the server, and answer 401, on every load.
const SIGNED_IN_KEY = 'signedIn';

function mightBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) !== null;
  } catch {
    return true; // storage disabled: only the server knows
  }
}
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function setCustomer(next: StoreCustomer | null): void {
  state = next;
  if (next) writeLocalStorage(SIGNED_IN_KEY, '1');
  else removeLocalStorage(SIGNED_IN_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The customer once known; the first caller in the page asks the server. */
export function useCustomer(locale: Locale): State {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unknown' as const,
  );
  useEffect(() => {
    if (state !== 'unknown' || loading) return;
    if (!mightBeSignedIn()) {
      setCustomer(null);
      return;
    }
    loading = apiGet('/api/store/auth/me', 'StoreAuthResponse', { locale })
      .then(
        ({ customer }) => setCustomer(customer),
        () => setCustomer(null),
      )
      .finally(() => {
        loading = undefined;
      });
  }, [locale]);
  return current;
}

/** Ends the session on the server (the cookie goes with it) and forgets the customer in this page. */
export async function signOut(locale: Locale): Promise<void> {
  await apiPost('/api/store/auth/log-out', {}, 'SuccessResponse', { locale }).catch(() => undefined);
  setCustomer(null);
}
