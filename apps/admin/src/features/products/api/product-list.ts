import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListQuery } from '../../../lib/api/products';
import { toApiQuery, type ProductListParams } from '../list-params';

/** GET /api/admin/products: one page of the list; the previous page stays on screen while the next loads. */
export function useProductList(params: ProductListParams) {
  return useQuery({ ...productListQuery(toApiQuery(params)), placeholderData: keepPreviousData });
}
