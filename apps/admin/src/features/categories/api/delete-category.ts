import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCategoryResponse, SuccessResponse } from '@matjar/core';
import { apiDelete } from '../../../lib/api/api-client';
import { refreshAfterCategoryChange } from './save-category';

/** DELETE /api/admin/categories/{id}: refused by the server while products are filed under it. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/categories/${id}`, SuccessResponse),
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
}

/** DELETE /api/admin/categories/{id}/icon: the category keeps its names and shows the placeholder. */
export function useDeleteCategoryIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiDelete(`/api/admin/categories/${id}/icon`, AdminCategoryResponse)).category,
    onSuccess: () => refreshAfterCategoryChange(queryClient),
  });
}
