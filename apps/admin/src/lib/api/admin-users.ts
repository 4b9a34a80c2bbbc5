import { useQuery } from '@tanstack/react-query';
import { AdminUsersResponse } from '@matjar/core';
import { apiGet } from './api-client';
import { userKeys } from './query-keys';

/** GET /api/auth/users → the back-office staff (the users screen, and the activity log's staff picker). */
export function useAdminUsers() {
  return useQuery({
    queryKey: userKeys.admins(),
    queryFn: async ({ signal }) => (await apiGet('/api/auth/users', AdminUsersResponse, { signal })).users,
  });
}
