import { useQuery } from '@tanstack/react-query';
import { AdminUserStatsResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { userKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/users/stats → the stats cards. */
export function useUserStats() {
  return useQuery({
    queryKey: userKeys.stats(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/users/stats', AdminUserStatsResponse, { signal })).stats,
  });
}
