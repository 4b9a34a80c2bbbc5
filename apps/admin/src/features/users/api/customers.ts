import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT, AdminCustomerListResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { userKeys } from '../../../lib/api/query-keys';

export const CUSTOMERS_PAGE_SIZE = ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT;

/** GET /api/admin/customers → one page of customers, newest first, and how many there are in all. */
export function useCustomers({ enabled, page }: { enabled: boolean; page: number }) {
  const params = { page, page_size: CUSTOMERS_PAGE_SIZE };
  return useQuery({
    queryKey: userKeys.customers(params),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/customers', AdminCustomerListResponse, { query: params, signal }),
    enabled,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
