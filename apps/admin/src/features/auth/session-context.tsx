import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AdminUser } from './admin-user';
import { logout } from './api/logout';
import { sessionQueryKey, verifySession } from './api/verify-session';
import { TOKEN_STORAGE_KEY, clearToken, readToken, storeToken } from './session-token';

export type SessionStatus = 'verifying' | 'signed-in' | 'signed-out';

interface SessionContextValue {
  status: SessionStatus;
  user: AdminUser | null;
  token: string | null;
  /** Keeps a fresh sign-in: stores the token and seeds the verified user so no second request is needed. */
  startSession: (token: string, user: AdminUser) => void;
  endSession: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readToken);
  const session = useQuery({
    queryKey: sessionQueryKey(token),
    queryFn: () => (token ? verifySession(token) : null),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

  // A token the server no longer accepts is forgotten silently (spec back-office §4, admin auth); the
  // status below already reads it as signed out, so only the stored copy needs removing.
  const refused = token !== null && session.data === null;
  useEffect(() => {
    if (refused) clearToken();
  }, [refused]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) setToken(readToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const startSession = useCallback(
    (newToken: string, user: AdminUser) => {
      storeToken(newToken);
      queryClient.setQueryData(sessionQueryKey(newToken), user);
      setToken(newToken);
    },
    [queryClient],
  );

  const endSession = useCallback(async () => {
    if (token) await logout(token);
    clearToken();
    setToken(null);
    queryClient.clear();
  }, [token, queryClient]);

  const value = useMemo<SessionContextValue>(() => {
    const user = token !== null ? (session.data ?? null) : null;
    const status: SessionStatus = user
      ? 'signed-in'
      : token !== null && session.isPending
        ? 'verifying'
        : 'signed-out';
    return { status, user, token: user ? token : null, startSession, endSession };
  }, [token, session.data, session.isPending, startSession, endSession]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
