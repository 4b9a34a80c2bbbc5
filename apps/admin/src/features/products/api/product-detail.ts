import { useQuery } from '@tanstack/react-query';
import { AdminProductResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { productKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/products/{id}: the product with its category links, images, options and variants. */
export function useProductDetail(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/products/${id}`, AdminProductResponse, { signal })).product,
    // The form copies the product once; a refetch in the background must not replace staged edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
