import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminCustomerDetail, AdminUpdateCustomerResponse } from '@matjar/core';
import { apiGet, apiPatch } from '../../../lib/api/api-client';
import { activityKeys, userKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/customers/{id}: details, totals, last order and their orders. */
export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: userKeys.customer(id ?? 0),
    queryFn: ({ signal }) => apiGet(`/api/admin/customers/${id}`, AdminCustomerDetail, { signal }),
    enabled: id !== null,
  });
}

/**
 * PATCH /api/admin/customers/{id} { is_active }: deactivating ends the customer's sessions on the server.
 * Afterwards the customer page, the lists, the Users stats and the activity log reload.
 */
export function useSetCustomerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiPatch(`/api/admin/customers/${id}`, { is_active: active }, AdminUpdateCustomerResponse),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
