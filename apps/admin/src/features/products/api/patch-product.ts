import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductRow, type AdminPatchProductBody, type AdminProductListResponse } from '@matjar/core';
import { z } from 'zod';
import { apiPatch } from '../../../lib/api/api-client';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

const PatchAnswer = z.object({ success: z.literal(true), product: AdminProductRow });

export interface PatchProductRequest {
  id: number;
  change: Pick<AdminPatchProductBody, 'stock' | 'is_active' | 'is_special_offer'>;
}

type ListSnapshot = [readonly unknown[], AdminProductListResponse | undefined][];

/** The list page with one row changed, and the shop's offer count following the row's offer flag. */
export function applyPatchToList(
  list: AdminProductListResponse,
  { id, change }: PatchProductRequest,
): AdminProductListResponse {
  let offerDelta = 0;
  const products = list.products.map((row) => {
    if (row.id !== id) return row;
    if (change.is_special_offer !== undefined && change.is_special_offer !== row.is_special_offer)
      offerDelta = change.is_special_offer ? 1 : -1;
    return { ...row, ...change };
  });
  return { ...list, products, special_offer_count: list.special_offer_count + offerDelta };
}

/**
 * PATCH /api/admin/products/{id} from the list (stock, active, special offer), shown at once: every cached
 * list page changes before the server answers and goes back as it was if the server refuses.
 */
export function usePatchProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: PatchProductRequest) =>
      (await apiPatch(`/api/admin/products/${id}`, change, PatchAnswer)).product,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      const snapshot: ListSnapshot = queryClient.getQueriesData<AdminProductListResponse>({
        queryKey: productKeys.lists(),
      });
      queryClient.setQueriesData<AdminProductListResponse>({ queryKey: productKeys.lists() }, (list) =>
        list ? applyPatchToList(list, request) : list,
      );
      return { snapshot };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async (_data, _error, request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(request.id) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
