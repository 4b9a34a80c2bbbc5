import { useQuery } from '@tanstack/react-query';
import { AdminDashboardResponse } from '@matjar/core';
import { useApi } from '../../auth/use-api';

export const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/admin/dashboard → order counts by status, 30 days of orders and revenue, low stock. */
export function useDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async () => AdminDashboardResponse.parse(await api('/api/admin/dashboard')),
    // New orders arrive all day; a minute-old dashboard is fresh enough without live updates.
    refetchInterval: 60_000,
  });
}
