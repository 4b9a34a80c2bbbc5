import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ActivityLogResponse } from '@matjar/core';
import { useApi } from '../../auth/use-api';
import { ACTIVITY_LIST_LIMIT, activityLogSearch, type ActivityFilterInput } from '../activity-filters';

export const activityLogsQueryKey = (filters: ActivityFilterInput) => ['activity-logs', filters] as const;

/** GET /api/admin/activity-logs → the 100 newest entries matching the filters. */
export function useActivityLogs(filters: ActivityFilterInput) {
  const api = useApi();
  return useQuery({
    queryKey: activityLogsQueryKey(filters),
    queryFn: async () =>
      ActivityLogResponse.parse(
        await api(`/api/admin/activity-logs${activityLogSearch(filters, { limit: ACTIVITY_LIST_LIMIT })}`),
      ).logs,
    // The table stays while a new filter loads, instead of blinking to a spinner.
    placeholderData: keepPreviousData,
  });
}
