import { queryOptions } from '@tanstack/react-query';
import { AdminProductListResponse, AdminProductResponse } from '@matjar/core';
import { apiGet, type QueryParams } from './api-client';
import { productKeys } from './query-keys';

// Products as more than one feature reads them (the products screens, the homepage editor's pickers and
// preview): one request and one cache key each, so a product fetched by one is already there for the other.
// Each screen adds its own options (placeholder data, how long it stays fresh) to these.

/** GET /api/admin/products with the list's query (search, filters, sort, page): one page of rows. */
export function productListQuery(query: QueryParams) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/admin/products', AdminProductListResponse, { query, signal }),
  });
}

/** GET /api/admin/products/{id}: the product with its category links, images, options and variants. */
export function productDetailQuery(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/products/${id}`, AdminProductResponse, { signal })).product,
  });
}
