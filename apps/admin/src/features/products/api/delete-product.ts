import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api/api-client';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

const DeleteAnswer = z.object({ success: z.literal(true) });

/** DELETE /api/admin/products/{id} (super_admin; past orders keep their lines). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/products/${id}`, DeleteAnswer),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
