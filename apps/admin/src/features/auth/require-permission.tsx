import type { ReactNode } from 'react';
import { hasRole, type Role } from '@matjar/core';
import { useSession } from './session-context';
import { UnauthorisedCard } from './unauthorised-card';

/** Hides a screen from staff below the required role. The server enforces the same rule on every call. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user } = useSession();
  return hasRole(user, role) ? children : <UnauthorisedCard />;
}
