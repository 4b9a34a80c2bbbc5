import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBrandResponse, SuccessResponse } from '@matjar/core';
import { apiDelete } from '../../../lib/api/api-client';
import { refreshAfterBrandChange } from './save-brand';

/** DELETE /api/admin/brands/{id}: refused by the server while products carry the brand. */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/brands/${id}`, SuccessResponse),
    onSuccess: () => refreshAfterBrandChange(queryClient),
  });
}

/** DELETE /api/admin/brands/{id}/icon. */
export function useDeleteBrandIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiDelete(`/api/admin/brands/${id}/icon`, AdminBrandResponse)).brand,
    onSuccess: () => refreshAfterBrandChange(queryClient),
  });
}
