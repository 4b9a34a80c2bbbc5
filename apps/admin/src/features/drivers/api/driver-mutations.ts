import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminDriver,
  SuccessResponse,
  type AdminCreateDriverBody,
  type AdminUpdateDriverBody,
} from '@matjar/core';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api/api-client';
import { activityKeys, driverKeys } from '../../../lib/api/query-keys';

// The drivers tab's changes. Each refreshes every drivers list (the order pickers too) and the log.

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: driverKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
}

/** POST /api/admin/drivers. */
export function useCreateDriver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminCreateDriverBody) => apiPost('/api/admin/drivers', body, AdminDriver),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/drivers/{id}: rename, new number, deactivate or reactivate. */
export function useUpdateDriver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminUpdateDriverBody & { id: number }) =>
      apiPatch(`/api/admin/drivers/${id}`, body, AdminDriver),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/drivers/{id}: only a driver no order names (the server answers 409 otherwise). */
export function useDeleteDriver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/drivers/${id}`, SuccessResponse),
    onSuccess: refresh,
  });
}
