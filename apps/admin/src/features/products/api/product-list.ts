import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminProductListResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { productKeys } from '../../../lib/api/query-keys';
import { toApiQuery, type ProductListParams } from '../list-params';

/** GET /api/admin/products: one page of the list; the previous page stays on screen while the next loads. */
export function useProductList(params: ProductListParams) {
  const query = toApiQuery(params);
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/admin/products', AdminProductListResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
