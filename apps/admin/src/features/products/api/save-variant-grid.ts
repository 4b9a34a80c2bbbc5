import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductResponse, type AdminBatchVariantsInput } from '@matjar/core';
import { apiPatch } from '../../../lib/api/api-client';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

/** PATCH /api/admin/products/{id}/variants: the variant grid's changed cells in one request. */
export function useSaveVariantGrid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, body }: { productId: number; body: AdminBatchVariantsInput }) =>
      (await apiPatch(`/api/admin/products/${productId}/variants`, body, AdminProductResponse)).product,
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
