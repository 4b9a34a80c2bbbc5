import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ActivityLogResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { activityKeys } from '../../../lib/api/query-keys';
import { ACTIVITY_LIST_LIMIT, activityLogQuery, type ActivityFilterInput } from '../activity-filters';

/** GET /api/admin/activity-logs → the 100 newest entries matching the filters, older than `beforeId`. */
export function useActivityLogs(filters: ActivityFilterInput, beforeId: number | null) {
  return useQuery({
    queryKey: activityKeys.list(filters, beforeId),
    queryFn: async ({ signal }) => {
      const query = activityLogQuery(filters, { limit: ACTIVITY_LIST_LIMIT, beforeId });
      return (await apiGet('/api/admin/activity-logs', ActivityLogResponse, { query, signal })).logs;
    },
    // The table stays while a new filter or page loads, instead of blinking to a spinner.
    placeholderData: keepPreviousData,
  });
}
