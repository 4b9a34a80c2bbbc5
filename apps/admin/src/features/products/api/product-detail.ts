import { useQuery } from '@tanstack/react-query';
import { AdminProductResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { productKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/products/{id}: the product with its category links, images, options and variants. */
export async function fetchProductDetail(id: number, signal?: AbortSignal) {
  return (await apiGet(`/api/admin/products/${id}`, AdminProductResponse, { signal })).product;
}

export function useProductDetail(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProductDetail(id, signal),
    // The form copies the product once; a refetch in the background must not replace staged edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
