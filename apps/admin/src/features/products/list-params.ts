import {
  ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  ADMIN_PRODUCT_SORTS,
  ADMIN_STOCK_STATES,
  type AdminProductListQuery,
} from '@matjar/core';
import type { SortState } from '../../ui/data-table-state';

// The product list's state lives in the address (?q=&category=&page=…), so reload, back and a shared link
// show the same page. Only what differs from the defaults is written, and anything unreadable is ignored.

export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export type StockState = (typeof ADMIN_STOCK_STATES)[number];

export interface ProductListParams {
  q: string;
  category_id: number | null;
  brand_id: number | null;
  is_active: boolean | null;
  is_special_offer: boolean | null;
  stock_state: StockState | null;
  sort: ProductSort;
  page: number;
}

const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

/** The names used in the address bar (shorter than the API's). */
const URL_NAMES = {
  q: 'q',
  category_id: 'category',
  brand_id: 'brand',
  is_active: 'active',
  is_special_offer: 'offer',
  stock_state: 'stock',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ProductListParams, string>;

function readId(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function readFlag(text: string | null): boolean | null {
  return text === 'true' ? true : text === 'false' ? false : null;
}

function readOneOf<T extends string>(text: string | null, values: readonly T[]): T | null {
  return text !== null && (values as readonly string[]).includes(text) ? (text as T) : null;
}

export function readListParams(search: URLSearchParams): ProductListParams {
  const page = readId(search.get(URL_NAMES.page));
  return {
    q: (search.get(URL_NAMES.q) ?? '').slice(0, 100),
    category_id: readId(search.get(URL_NAMES.category_id)),
    brand_id: readId(search.get(URL_NAMES.brand_id)),
    is_active: readFlag(search.get(URL_NAMES.is_active)),
    is_special_offer: readFlag(search.get(URL_NAMES.is_special_offer)),
    stock_state: readOneOf(search.get(URL_NAMES.stock_state), ADMIN_STOCK_STATES),
    sort: readOneOf(search.get(URL_NAMES.sort), ADMIN_PRODUCT_SORTS) ?? DEFAULT_PRODUCT_SORT,
    page: page ?? 1,
  };
}

export function writeListParams(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) search.set(URL_NAMES.q, q);
  if (params.category_id !== null) search.set(URL_NAMES.category_id, String(params.category_id));
  if (params.brand_id !== null) search.set(URL_NAMES.brand_id, String(params.brand_id));
  if (params.is_active !== null) search.set(URL_NAMES.is_active, String(params.is_active));
  if (params.is_special_offer !== null)
    search.set(URL_NAMES.is_special_offer, String(params.is_special_offer));
  if (params.stock_state !== null) search.set(URL_NAMES.stock_state, params.stock_state);
  if (params.sort !== DEFAULT_PRODUCT_SORT) search.set(URL_NAMES.sort, params.sort);
  if (params.page > 1) search.set(URL_NAMES.page, String(params.page));
  return search;
}

/**
 * A change of filters, search or sort starts again at page 1 (page 7 of the old results means nothing
 * in the new ones); only a change of page keeps the others.
 */
export function changeListParams(
  current: ProductListParams,
  change: Partial<ProductListParams>,
): ProductListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

export function hasActiveFilters(params: ProductListParams): boolean {
  return (
    params.q.trim() !== '' ||
    params.category_id !== null ||
    params.brand_id !== null ||
    params.is_active !== null ||
    params.is_special_offer !== null ||
    params.stock_state !== null
  );
}

/** GET /api/admin/products's query (the client leaves out what is not set). */
export function toApiQuery(params: ProductListParams) {
  return {
    q: params.q.trim() || undefined,
    category_id: params.category_id ?? undefined,
    brand_id: params.brand_id ?? undefined,
    is_active: params.is_active ?? undefined,
    is_special_offer: params.is_special_offer ?? undefined,
    stock_state: params.stock_state ?? undefined,
    sort: params.sort,
    page: params.page,
    page_size: ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  } satisfies Record<keyof AdminProductListQuery, string | number | boolean | undefined>;
}

/** The table's sortable headers: price and stock both ways (the API's other orders are in the sort menu). */
export type ProductSortColumn = 'price' | 'stock';

export function sortStateOf(sort: ProductSort): SortState<ProductSortColumn> | null {
  if (sort === 'price_asc') return { key: 'price', direction: 'asc' };
  if (sort === 'price_desc') return { key: 'price', direction: 'desc' };
  if (sort === 'stock_asc') return { key: 'stock', direction: 'asc' };
  if (sort === 'stock_desc') return { key: 'stock', direction: 'desc' };
  return null;
}

export function sortOfState(state: SortState): ProductSort {
  const sort = `${state.key}_${state.direction}`;
  return readOneOf(sort, ADMIN_PRODUCT_SORTS) ?? DEFAULT_PRODUCT_SORT;
}
