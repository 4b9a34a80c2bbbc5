import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCategoryResponse, type AdminCategoryBody } from '@matjar/core';
import { apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, categoryKeys, productKeys } from '../../../lib/api/query-keys';

export type SaveCategoryRequest = { id: number | null; body: AdminCategoryBody };

/** POST /api/admin/categories or PUT /api/admin/categories/{id}; refreshes categories, products and the log. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveCategoryRequest) => {
      const answer =
        id === null
          ? await apiPost('/api/admin/categories', body, AdminCategoryResponse)
          : await apiPut(`/api/admin/categories/${id}`, body, AdminCategoryResponse);
      return answer.category;
    },
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
}

/** A category's name or icon shows in product lists and the activity log too. */
export function refreshAfterCategoryChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}
