import { useQuery } from '@tanstack/react-query';
import { AdminUserStatsResponse } from '@matjar/core';
import { useApi } from '../../auth/use-api';
import { usersQueryPrefix } from './admin-users';

export const userStatsQueryKey = [...usersQueryPrefix, 'stats'] as const;

/** GET /api/admin/users/stats → the stats cards. */
export function useUserStats() {
  const api = useApi();
  return useQuery({
    queryKey: userStatsQueryKey,
    queryFn: async () => AdminUserStatsResponse.parse(await api('/api/admin/users/stats')).stats,
  });
}
