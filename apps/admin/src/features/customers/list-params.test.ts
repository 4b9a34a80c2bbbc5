import { describe, expect, it } from 'vitest';
import {
  CUSTOMERS_PAGE_SIZE,
  hasCustomerFilters,
  initialCustomerListParams,
  toCustomerApiQuery,
  toCustomerExportQuery,
} from './list-params';

describe('customer list params', () => {
  it('sends only the filters in use, trimmed, and the page to the list', () => {
    expect(toCustomerApiQuery(initialCustomerListParams)).toEqual({
      page: 1,
      page_size: CUSTOMERS_PAGE_SIZE,
    });
    expect(toCustomerApiQuery({ q: '  ٥٥١٢ ', status: 'inactive', kind: 'guest', page: 3 })).toEqual({
      q: '٥٥١٢',
      status: 'inactive',
      kind: 'guest',
      page: 3,
      page_size: CUSTOMERS_PAGE_SIZE,
    });
  });

  it('exports every page of the same filters', () => {
    expect(toCustomerExportQuery({ q: 'sara', status: 'active', kind: null, page: 4 })).toEqual({
      q: 'sara',
      status: 'active',
    });
    expect(toCustomerExportQuery({ q: ' ', status: null, kind: null, page: 2 })).toEqual({});
  });

  it('knows when a search or filter is on', () => {
    expect(hasCustomerFilters(initialCustomerListParams)).toBe(false);
    expect(hasCustomerFilters({ q: '', status: 'active', kind: null, page: 1 })).toBe(true);
    expect(hasCustomerFilters({ q: '', status: null, kind: 'account', page: 1 })).toBe(true);
    expect(hasCustomerFilters({ q: 'x', status: null, kind: null, page: 1 })).toBe(true);
  });
});
