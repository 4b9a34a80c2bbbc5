import { useCallback } from 'react';
import { can, type Permission } from '@matjar/core';
import { useSession } from './session-context';

/**
 * Asks the core permission table (the same one the server enforces) whether the signed-in user may do
 * something, so screens hide what the role cannot do instead of offering it and failing with 403.
 */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useSession();
  return useCallback((permission: Permission) => can(user, permission), [user]);
}
