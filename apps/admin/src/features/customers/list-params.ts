import { ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT, type CustomerKind, type CustomerStatusFilter } from '@matjar/core';

/** The customers list's state: search text, status and kind filters and page (1-based). */
export interface CustomerListParams {
  q: string;
  status: CustomerStatusFilter | null;
  kind: CustomerKind | null;
  page: number;
}

export const CUSTOMERS_PAGE_SIZE = ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT;
/** The server's limit on the search text (core's AdminCustomerListQuery). */
export const CUSTOMER_SEARCH_MAX = 100;

export const initialCustomerListParams: CustomerListParams = {
  q: '',
  status: null,
  kind: null,
  page: 1,
};

/** The filters as the CSV export sends them (no paging, nothing empty). */
export function toCustomerExportQuery(params: CustomerListParams): Record<string, string> {
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.kind ? { kind: params.kind } : {}),
  };
}

/** The list query: the filters and one page. */
export function toCustomerApiQuery(params: CustomerListParams): Record<string, string | number> {
  return { ...toCustomerExportQuery(params), page: params.page, page_size: CUSTOMERS_PAGE_SIZE };
}

/** Whether a search or filter is on (the empty state then says "no match" rather than "no customers"). */
export function hasCustomerFilters(params: CustomerListParams): boolean {
  return params.q.trim() !== '' || params.status !== null || params.kind !== null;
}
