import { useQuery } from '@tanstack/react-query';
import { AdminBrandsResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { brandKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/brands: every brand with its icon and product count, and the 'all brands' icon. */
export function useBrands() {
  return useQuery({
    queryKey: brandKeys.lists(),
    queryFn: async ({ signal }) => {
      const { brands, all_brands_icon: allBrandsIcon } = await apiGet(
        '/api/admin/brands',
        AdminBrandsResponse,
        { signal },
      );
      return { brands, allBrandsIcon };
    },
  });
}
