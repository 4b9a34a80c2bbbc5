import { ADMIN_ORDER_PAGE_SIZE_DEFAULT } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import {
  changeOrderListParams,
  hasOrderFilters,
  readOrderListParams,
  toOrderApiQuery,
  toOrderExportQuery,
  writeOrderListParams,
  type OrderListParams,
} from './list-params';

const defaults: OrderListParams = {
  q: '',
  status: null,
  period: null,
  paymentStatus: null,
  awaitingCash: false,
  cashDifference: false,
  archived: false,
  page: 1,
};

describe('all-orders list parameters in the address', () => {
  it('reads an empty address as the unfiltered first page', () => {
    expect(readOrderListParams(new URLSearchParams())).toEqual(defaults);
  });

  it('round-trips every filter, writing only what differs from the defaults', () => {
    const params: OrderListParams = {
      q: '٥٥١٢٣٤٥٦',
      status: 'shipped',
      period: 'week',
      paymentStatus: 'failed',
      awaitingCash: true,
      cashDifference: true,
      archived: true,
      page: 3,
    };
    const written = writeOrderListParams(params);
    expect(written.toString()).toBe(
      'q=%D9%A5%D9%A5%D9%A1%D9%A2%D9%A3%D9%A4%D9%A5%D9%A6&status=shipped&period=week&payment_status=failed&awaiting_cash=true&cash_difference=true&archived=true&page=3',
    );
    expect(readOrderListParams(written)).toEqual(params);
    expect(writeOrderListParams(defaults).toString()).toBe('');
  });

  it('ignores what it cannot read instead of failing: legacy or unknown words, bad pages, long text', () => {
    const params = readOrderListParams(
      new URLSearchParams({
        status: 'processing',
        period: 'year',
        payment_status: 'refunded',
        awaiting_cash: 'yes',
        page: '-2',
        q: 'x'.repeat(150),
      }),
    );
    expect(params).toEqual({ ...defaults, q: 'x'.repeat(100) });
    expect(readOrderListParams(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('starts again at page 1 when a filter or the search changes, and keeps the filters when paging', () => {
    const onPage4 = { ...defaults, status: 'pending' as const, page: 4 };
    expect(changeOrderListParams(onPage4, { q: '+974' })).toEqual({ ...onPage4, q: '+974', page: 1 });
    expect(changeOrderListParams(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });

  it('knows when a filter is on (a search of spaces is none)', () => {
    expect(hasOrderFilters({ ...defaults, q: '   ' })).toBe(false);
    expect(hasOrderFilters({ ...defaults, awaitingCash: true })).toBe(true);
    expect(hasOrderFilters({ ...defaults, period: 'today' })).toBe(true);
    expect(hasOrderFilters({ ...defaults, paymentStatus: 'cancelled' })).toBe(true);
  });

  it('sends the API only what is set, and the export the same filters without paging', () => {
    expect(toOrderApiQuery(defaults)).toEqual({
      q: undefined,
      status: undefined,
      period: undefined,
      payment_status: undefined,
      awaiting_cash: undefined,
      archived: undefined,
      page: 1,
      page_size: ADMIN_ORDER_PAGE_SIZE_DEFAULT,
    });
    const filtered = { ...defaults, q: ' ORD-1 ', status: 'delivered' as const, awaitingCash: true, page: 2 };
    expect(toOrderExportQuery(filtered)).toEqual({
      q: 'ORD-1',
      status: 'delivered',
      period: undefined,
      payment_status: undefined,
      awaiting_cash: true,
      archived: undefined,
    });
  });
});
