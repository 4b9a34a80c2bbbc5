import {
  ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  ORDER_PERIODS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrderListQuery,
  type OrderPeriod,
  type OrderStatus,
  type PaymentStatus,
} from '@matjar/core';

// The all-orders list's state lives in the address (?status=&period=&q=&page=…), so reload, back and a
// shared link show the same page. Only what differs from the defaults is written; anything unreadable is
// ignored rather than refused, because people edit addresses by hand.

export interface OrderListParams {
  q: string;
  status: OrderStatus | null;
  period: OrderPeriod | null;
  /** Card orders by their payment (failed and cancelled ones are off the active board). */
  paymentStatus: PaymentStatus | null;
  /** Delivered cash orders whose cash is not yet marked received. */
  awaitingCash: boolean;
  /** Cash orders whose cash recorded differs from the amount due, short or over. */
  cashDifference: boolean;
  /** The archived ("deleted") orders instead of the live ones. */
  archived: boolean;
  page: number;
}

export const ORDER_SEARCH_MAX = 100;

const URL_NAMES = {
  q: 'q',
  status: 'status',
  period: 'period',
  paymentStatus: 'payment_status',
  awaitingCash: 'awaiting_cash',
  cashDifference: 'cash_difference',
  archived: 'archived',
  page: 'page',
} as const satisfies Record<keyof OrderListParams, string>;

function readOneOf<T extends string>(text: string | null, values: readonly T[]): T | null {
  return text !== null && (values as readonly string[]).includes(text) ? (text as T) : null;
}

function readPage(text: string | null): number {
  if (text === null || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export function readOrderListParams(search: URLSearchParams): OrderListParams {
  return {
    q: (search.get(URL_NAMES.q) ?? '').slice(0, ORDER_SEARCH_MAX),
    status: readOneOf(search.get(URL_NAMES.status), ORDER_STATUSES),
    period: readOneOf(search.get(URL_NAMES.period), ORDER_PERIODS),
    paymentStatus: readOneOf(search.get(URL_NAMES.paymentStatus), PAYMENT_STATUSES),
    awaitingCash: search.get(URL_NAMES.awaitingCash) === 'true',
    cashDifference: search.get(URL_NAMES.cashDifference) === 'true',
    archived: search.get(URL_NAMES.archived) === 'true',
    page: readPage(search.get(URL_NAMES.page)),
  };
}

export function writeOrderListParams(params: OrderListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) search.set(URL_NAMES.q, q);
  if (params.status !== null) search.set(URL_NAMES.status, params.status);
  if (params.period !== null) search.set(URL_NAMES.period, params.period);
  if (params.paymentStatus !== null) search.set(URL_NAMES.paymentStatus, params.paymentStatus);
  if (params.awaitingCash) search.set(URL_NAMES.awaitingCash, 'true');
  if (params.cashDifference) search.set(URL_NAMES.cashDifference, 'true');
  if (params.archived) search.set(URL_NAMES.archived, 'true');
  if (params.page > 1) search.set(URL_NAMES.page, String(params.page));
  return search;
}

/**
 * A change of filter or search starts again at page 1 (page 7 of the old results means nothing in the new
 * ones); only a change of page keeps the others.
 */
export function changeOrderListParams(
  current: OrderListParams,
  change: Partial<OrderListParams>,
): OrderListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

export function hasOrderFilters(params: OrderListParams): boolean {
  return (
    params.q.trim() !== '' ||
    params.status !== null ||
    params.period !== null ||
    params.paymentStatus !== null ||
    params.awaitingCash ||
    params.cashDifference ||
    params.archived
  );
}

type ApiQueryValue = string | number | boolean | undefined;

/** GET /api/admin/orders's query (the client leaves out what is not set). */
export function toOrderApiQuery(params: OrderListParams) {
  return {
    q: params.q.trim() || undefined,
    status: params.status ?? undefined,
    period: params.period ?? undefined,
    payment_status: params.paymentStatus ?? undefined,
    awaiting_cash: params.awaitingCash || undefined,
    cash_difference: params.cashDifference || undefined,
    archived: params.archived || undefined,
    page: params.page,
    page_size: ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  } satisfies Record<keyof AdminOrderListQuery, ApiQueryValue>;
}

/** The same filters for the CSV export, which has no pages (it is the whole filtered list). */
export function toOrderExportQuery(params: OrderListParams) {
  const { page: _page, page_size: _size, ...query } = toOrderApiQuery(params);
  return query;
}
