import { useQuery } from '@tanstack/react-query';
import { AdminCategoriesResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { categoryKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/categories: every category (the picker filters them in the browser). */
export function useCategoryChoices() {
  return useQuery({
    queryKey: categoryKeys.lists(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/categories', AdminCategoriesResponse, { signal })).categories,
  });
}
