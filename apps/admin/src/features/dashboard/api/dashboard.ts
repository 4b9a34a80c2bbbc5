import { useQuery } from '@tanstack/react-query';
import { AdminDashboardResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { dashboardKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/dashboard → today's cockpit (Doha day). Read fresh each time: the server caches nothing. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => apiGet('/api/admin/dashboard', AdminDashboardResponse, { signal }),
    // New orders and order changes refresh it at once (the staff event stream and the order moves invalidate it);
    // the minute tick moves "today so far" and the overdue payments on.
    refetchInterval: 60_000,
  });
}
