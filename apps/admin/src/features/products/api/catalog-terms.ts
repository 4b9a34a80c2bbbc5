import { useQuery } from '@tanstack/react-query';
import { AdminBrandsResponse, AdminCategoriesResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { brandKeys, categoryKeys } from '../../../lib/api/query-keys';

// The categories and brands a product can be linked to, for the list's filters and the form's pickers.

export function useCategoryChoices() {
  return useQuery({
    queryKey: categoryKeys.list({ purpose: 'choices' }),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/categories', AdminCategoriesResponse, { signal })).categories,
  });
}

export function useBrandChoices() {
  return useQuery({
    queryKey: brandKeys.list({ purpose: 'choices' }),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/brands', AdminBrandsResponse, { signal })).brands,
  });
}
