import { useQuery } from '@tanstack/react-query';
import { AdminDashboardResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { dashboardKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/dashboard → order counts by status, 30 days of orders and revenue, low stock. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => apiGet('/api/admin/dashboard', AdminDashboardResponse, { signal }),
    // New orders arrive all day; a minute-old dashboard is fresh enough without live updates.
    refetchInterval: 60_000,
  });
}
