import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { productDetailQuery, productListQuery } from '../../../lib/api/products';

/** How many matches the picker shows at once (a longer list is narrowed by typing more). */
const PRODUCT_PICKER_PAGE = 24;

/**
 * GET /api/admin/products?q=: the server's search, Arabic-aware over both names; the newest products
 * while nothing is typed.
 */
export function useProductSearch(q: string) {
  const query = { q: q.trim() || undefined, page_size: PRODUCT_PICKER_PAGE, sort: 'newest' };
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}

/** The chosen products by id (shared with the product editor's cache): names and pictures of the chosen. */
export function useProductsById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({ ...productDetailQuery(id), staleTime: 60_000, retry: false })),
  });
}

/** Products a section draws by itself (storefront §2): the 6 newest active ones, or the special offers. */
export function useAutomaticProducts(kind: 'latest' | 'offers' | null) {
  const query =
    kind === 'latest'
      ? { is_active: true, sort: 'newest', page_size: 6 }
      : { is_active: true, is_special_offer: true, sort: 'newest', page_size: PRODUCT_PICKER_PAGE };
  return useQuery({ ...productListQuery(query), enabled: kind !== null });
}
