import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AdminUser } from '@matjar/core';
import { sessionKeys } from '../api/query-keys';
import { logout, verifySession } from './session-api';
import { requestSessionRenewal, sessionRenewalPending, settleSessionRenewal } from './session-renewal';

export type SessionStatus = 'verifying' | 'signed-in' | 'signed-out';

interface SessionContextValue {
  status: SessionStatus;
  user: AdminUser | null;
  /**
   * Keeps a fresh sign-in: seeds the verified user so no second request is needed. What was read under an
   * earlier session is dropped, except when the same person signed in again over an open screen
   * (`keepScreen`), whose data and unsaved edits stay.
   */
  startSession: (user: AdminUser, options?: { keepScreen?: boolean }) => void;
  endSession: () => Promise<void>;
}

// Shared by every feature (the shell greets the user, screens ask useCan), hence in lib/ rather than in a
// feature: features do not import each other.
const SessionContext = createContext<SessionContextValue | null>(null);

// Tabs tell each other when someone signs in or out, so every open tab follows (the session itself is the
// httpOnly cookie, which no script can read).
const SESSION_CHANNEL = 'matjar-admin-session';
// Earlier versions kept the session token here, readable by any script on the page.
const LEGACY_TOKEN_KEY = 'admin_token';

// Each tab names itself in what it says: a BroadcastChannel also delivers to the other channel objects of the
// same tab, and a tab that signed in again over an open screen must not clear its own screen's data.
const THIS_TAB = `${Date.now()}-${Math.random()}`;

/**
 * Forgets what was read and done under a session, except the session itself: the provider's query keeps
 * watching that one entry, and a cleared entry would be replaced by one nobody watches.
 */
function dropAllButSession(queryClient: QueryClient): void {
  const [sessionRoot] = sessionKeys.all;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionRoot });
  queryClient.getMutationCache().clear();
}

function announceSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ from: THIS_TAB });
  channel.close();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionKeys.current(),
    queryFn: async () => {
      const user = await verifySession();
      if (user || !queryClient.getQueryData(sessionKeys.current())) return user;
      // The session ended under an open screen: the person signs in again over it (the screen, and any
      // unsaved edit on it, stays while they do) rather than being sent to the sign-in page.
      return requestSessionRenewal();
    },
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    try {
      window.localStorage.removeItem(LEGACY_TOKEN_KEY);
    } catch {
      // Storage blocked: nothing can have been stored there either.
    }
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && 'from' in data && data.from === THIS_TAB) return;
      // Signed in again in another tab while this one asks for it: the cookie is shared, so this tab is
      // signed in too, and its waiting calls go on.
      if (sessionRenewalPending()) {
        void verifySession().then((user) => user && settleSessionRenewal(user));
        return;
      }
      queryClient.clear();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    };
    return () => channel.close();
  }, [queryClient]);

  const startSession = useCallback(
    (user: AdminUser, options: { keepScreen?: boolean } = {}) => {
      queryClient.setQueryData(sessionKeys.current(), user);
      if (!options.keepScreen) dropAllButSession(queryClient);
      announceSessionChange();
    },
    [queryClient],
  );

  const endSession = useCallback(async () => {
    await logout();
    // A session check still waiting (for the sign-in dialog) must not bring the user back afterwards.
    await queryClient.cancelQueries({ queryKey: sessionKeys.current() });
    queryClient.setQueryData(sessionKeys.current(), null);
    dropAllButSession(queryClient);
    announceSessionChange();
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(() => {
    const user = session.data ?? null;
    const status: SessionStatus = user ? 'signed-in' : session.isPending ? 'verifying' : 'signed-out';
    return { status, user, startSession, endSession };
  }, [session.data, session.isPending, startSession, endSession]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
