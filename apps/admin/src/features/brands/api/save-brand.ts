import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBrandResponse, type AdminBrandBody } from '@matjar/core';
import { apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, brandKeys, productKeys } from '../../../lib/api/query-keys';

export type SaveBrandRequest = { id: number | null; body: AdminBrandBody };

/** POST /api/admin/brands or PUT /api/admin/brands/{id}; refreshes brands, products and the log. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveBrandRequest) => {
      const answer =
        id === null
          ? await apiPost('/api/admin/brands', body, AdminBrandResponse)
          : await apiPut(`/api/admin/brands/${id}`, body, AdminBrandResponse);
      return answer.brand;
    },
    onSuccess: () => refreshAfterBrandChange(queryClient),
  });
}

/** A brand's name or icon shows in product lists and the activity log too. */
export function refreshAfterBrandChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: brandKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}
