import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAllBrandsIconResponse } from '@matjar/core';
import { apiDelete, apiPut } from '../../../lib/api/api-client';
import { activityKeys, brandKeys } from '../../../lib/api/query-keys';

/**
 * PUT /api/admin/all-brands-icon with the uploaded image's address, or DELETE it with null (site setting
 * all_brands_icon, shown on the storefront's 'all brands' button).
 */
export function useSetAllBrandsIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (icon: string | null) => {
      const answer =
        icon === null
          ? await apiDelete('/api/admin/all-brands-icon', AdminAllBrandsIconResponse)
          : await apiPut('/api/admin/all-brands-icon', { icon }, AdminAllBrandsIconResponse);
      return answer.all_brands_icon;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
