import { dohaDate } from '@matjar/core';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api/download';
import { toOrderExportQuery, type OrderListParams } from '../list-params';

/** GET /api/admin/orders.csv with the list's current search and filters (every page), saved as a file. */
export function useExportOrders() {
  return useMutation({
    mutationFn: async (params: OrderListParams) =>
      saveFile(
        await apiDownload('/api/admin/orders.csv', {
          query: toOrderExportQuery(params),
          accept: 'text/csv',
          fallbackName: `orders-${dohaDate(new Date())}.csv`,
        }),
      ),
  });
}
