import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminProductResponse,
  type AdminCreateProductInput,
  type AdminUpdateProductInput,
} from '@matjar/core';
import { apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

export type SaveProductRequest =
  | { kind: 'create'; body: AdminCreateProductInput }
  | { kind: 'update'; id: number; body: AdminUpdateProductInput };

/** POST /api/admin/products or PUT /api/admin/products/{id} (the whole product, one transaction). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveProductRequest) => {
      const answer =
        request.kind === 'create'
          ? await apiPost('/api/admin/products', request.body, AdminProductResponse)
          : await apiPut(`/api/admin/products/${request.id}`, request.body, AdminProductResponse);
      return answer.product;
    },
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
