import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminBulkProductsResponse,
  type AdminBulkDeleteProductsBody,
  type AdminBulkProductsBody,
} from '@matjar/core';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api/api-client';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

/** Core's two bodies; the delete is told apart by its own action word (it has a route of its own). */
export type BulkProductsRequest =
  | z.input<typeof AdminBulkProductsBody>
  | ({ action: 'delete' } & z.input<typeof AdminBulkDeleteProductsBody>);

/** POST /api/admin/products/bulk (or bulk-delete): one request for the selected rows; answers how many changed. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BulkProductsRequest) => {
      const answer =
        request.action === 'delete'
          ? await apiPost('/api/admin/products/bulk-delete', { ids: request.ids }, AdminBulkProductsResponse)
          : await apiPost('/api/admin/products/bulk', request, AdminBulkProductsResponse);
      return answer.count;
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
