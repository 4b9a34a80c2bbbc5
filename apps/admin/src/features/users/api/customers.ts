import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_CUSTOMERS_PAGE, AdminCustomersResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { userKeys } from '../../../lib/api/query-keys';
import { offsetOf } from '../../../ui/data-table-state';

export const CUSTOMERS_PAGE_SIZE = ADMIN_CUSTOMERS_PAGE;

/** GET /api/admin/customers → one page of customers, newest first, and how many there are in all. */
export function useCustomers({ enabled, page }: { enabled: boolean; page: number }) {
  const params = { limit: CUSTOMERS_PAGE_SIZE, offset: offsetOf(page, CUSTOMERS_PAGE_SIZE) };
  return useQuery({
    queryKey: userKeys.customers(params),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/customers', AdminCustomersResponse, { query: params, signal }),
    enabled,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
