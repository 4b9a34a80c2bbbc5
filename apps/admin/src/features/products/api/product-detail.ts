import { useQuery } from '@tanstack/react-query';
import { productDetailQuery } from '../../../lib/api/products';

/** The product being edited (GET /api/admin/products/{id}). */
export function useProductDetail(id: number) {
  return useQuery({
    ...productDetailQuery(id),
    // The form copies the product once; a refetch in the background must not replace staged edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
