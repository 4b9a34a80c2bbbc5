import { useQuery } from '@tanstack/react-query';
import { AdminUsersResponse } from '@matjar/core';
import { useApi } from '../../auth/use-api';

/** Everything the Users screen loads shares this prefix, so a save refreshes lists and stats together. */
export const usersQueryPrefix = ['users'] as const;
export const adminUsersQueryKey = [...usersQueryPrefix, 'admins'] as const;

/** GET /api/auth/users → the back-office staff. */
export function useAdminUsers() {
  const api = useApi();
  return useQuery({
    queryKey: adminUsersQueryKey,
    queryFn: async () => AdminUsersResponse.parse(await api('/api/auth/users')).users,
  });
}
