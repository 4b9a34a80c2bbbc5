import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { AdminCustomerListResponse, dohaDate } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { apiDownload, saveFile } from '../../../lib/api/download';
import { userKeys } from '../../../lib/api/query-keys';
import { toCustomerApiQuery, toCustomerExportQuery, type CustomerListParams } from '../list-params';

/** GET /api/admin/customers: one page of the filtered list; the previous page stays while the next loads. */
export function useCustomerList(params: CustomerListParams, enabled = true) {
  const query = toCustomerApiQuery(params);
  return useQuery({
    queryKey: userKeys.customers(query),
    queryFn: ({ signal }) => apiGet('/api/admin/customers', AdminCustomerListResponse, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/customers.csv with the list's search and filter (every page), saved as a file. */
export function useExportCustomers() {
  return useMutation({
    mutationFn: async (params: CustomerListParams) =>
      saveFile(
        await apiDownload('/api/admin/customers.csv', {
          query: toCustomerExportQuery(params),
          accept: 'text/csv',
          fallbackName: `customers-${dohaDate(new Date())}.csv`,
        }),
      ),
  });
}
