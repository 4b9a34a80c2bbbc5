import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminDriverLinkResponse } from '@matjar/core';
import { apiDelete, apiGet, apiPost } from '../../../lib/api/api-client';
import { activityKeys, driverKeys } from '../../../lib/api/query-keys';

// A driver's run link (decision 053). The cache key names the driver only: the token itself is in the answer,
// never in a key, a header or an address the server logs.

const linkKey = (driverId: number) => [...driverKeys.all, 'link', driverId] as const;

/** GET /api/admin/drivers/{id}/link: asked afresh each time the dialog opens, never kept after it closes. */
export function useDriverLink(driverId: number) {
  return useQuery({
    queryKey: linkKey(driverId),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/drivers/${driverId}/link`, AdminDriverLinkResponse, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST (a new link, the old one stops working) or DELETE (no link) /api/admin/drivers/{id}/link. */
export function useChangeDriverLink(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      active
        ? apiPost(`/api/admin/drivers/${driverId}/link`, undefined, AdminDriverLinkResponse)
        : apiDelete(`/api/admin/drivers/${driverId}/link`, AdminDriverLinkResponse),
    onSuccess: async (link) => {
      queryClient.setQueryData(linkKey(driverId), link);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.list() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
