import { useQuery } from '@tanstack/react-query';
import { AdminDriverListResponse } from '@matjar/core';
import { apiGet } from './api-client';
import { driverKeys } from './query-keys';

/**
 * GET /api/admin/drivers: every driver, active first. Shared by the settings' drivers tab and the orders'
 * pickers (assign a driver, who handed the cash in), so one save refreshes both.
 */
export function useDrivers(enabled = true) {
  return useQuery({
    queryKey: driverKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/admin/drivers', AdminDriverListResponse, { signal }),
    select: (answer) => answer.drivers,
    enabled,
  });
}
