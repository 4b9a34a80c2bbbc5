import { dohaDate } from '@matjar/core';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api/download';
import { toApiQuery, type ProductListParams } from '../list-params';

/** GET /api/admin/products.csv with the list's current search, filters and sort, saved as a file. */
export function useExportProducts() {
  return useMutation({
    mutationFn: async (params: ProductListParams) => {
      const { page: _page, page_size: _size, ...query } = toApiQuery(params);
      saveFile(
        await apiDownload('/api/admin/products.csv', {
          query,
          accept: 'text/csv',
          fallbackName: `products-${dohaDate(new Date())}.csv`,
        }),
      );
    },
  });
}
