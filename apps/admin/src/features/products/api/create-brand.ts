import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminBrandResponse, type AdminBrandBody } from '@matjar/core';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api/api-client';
import { activityKeys, brandKeys } from '../../../lib/api/query-keys';

/** POST /api/admin/brands from the product form's '+ add brand' modal. */
export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof AdminBrandBody>) =>
      (await apiPost('/api/admin/brands', body, AdminBrandResponse)).brand,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
