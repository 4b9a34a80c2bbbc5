import { useQuery } from '@tanstack/react-query';
import { AdminUsersResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { userKeys } from '../../../lib/api/query-keys';

/** GET /api/auth/users → the back-office staff. */
export function useAdminUsers() {
  return useQuery({
    queryKey: userKeys.admins(),
    queryFn: async ({ signal }) => (await apiGet('/api/auth/users', AdminUsersResponse, { signal })).users,
  });
}
