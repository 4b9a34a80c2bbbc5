import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AdminUser } from '@matjar/core';
import { sessionKeys } from '../api/query-keys';
import { logout, verifySession } from './session-api';

export type SessionStatus = 'verifying' | 'signed-in' | 'signed-out';

interface SessionContextValue {
  status: SessionStatus;
  user: AdminUser | null;
  /** Keeps a fresh sign-in: seeds the verified user so no second request is needed. */
  startSession: (user: AdminUser) => void;
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

function announceSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionKeys.current(),
    queryFn: verifySession,
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
    channel.onmessage = () => {
      queryClient.clear();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    };
    return () => channel.close();
  }, [queryClient]);

  const startSession = useCallback(
    (user: AdminUser) => {
      queryClient.setQueryData(sessionKeys.current(), user);
      announceSessionChange();
    },
    [queryClient],
  );

  const endSession = useCallback(async () => {
    await logout();
    queryClient.clear();
    queryClient.setQueryData(sessionKeys.current(), null);
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
