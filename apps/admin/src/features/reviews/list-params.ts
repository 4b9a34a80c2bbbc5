import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_STATUSES,
  type AdminReviewListQuery,
  type ReviewStatus,
} from '@matjar/core';

// The reviews list's state lives in the address (?status=&rating=&product=&page=), so reload, back and a
// shared link show the same page. Anything unreadable is ignored rather than refused.

export interface ReviewListParams {
  status: ReviewStatus | null;
  rating: number | null;
  /** Part of a product's name in either language. */
  product: string;
  page: number;
}

export const REVIEW_PRODUCT_SEARCH_MAX = 100;

export function readReviewListParams(search: URLSearchParams): ReviewListParams {
  const status = search.get('status');
  const rating = Number(search.get('rating'));
  const page = search.get('page') ?? '';
  return {
    status: (REVIEW_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReviewStatus) : null,
    rating: Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX ? rating : null,
    product: (search.get('product') ?? '').slice(0, REVIEW_PRODUCT_SEARCH_MAX),
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

export function writeReviewListParams(params: ReviewListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== null) search.set('status', params.status);
  if (params.rating !== null) search.set('rating', String(params.rating));
  if (params.product.trim()) search.set('product', params.product.trim());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A change of filter starts again at page 1; only a change of page keeps the others. */
export function changeReviewListParams(
  current: ReviewListParams,
  change: Partial<ReviewListParams>,
): ReviewListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

export function hasReviewFilters(params: ReviewListParams): boolean {
  return params.status !== null || params.rating !== null || params.product.trim() !== '';
}

/** The API's query: only what is set (the server's defaults fill the rest). */
export function toReviewApiQuery(params: ReviewListParams): Partial<AdminReviewListQuery> {
  return {
    ...(params.status !== null ? { status: params.status } : {}),
    ...(params.rating !== null ? { rating: params.rating } : {}),
    ...(params.product.trim() ? { product: params.product.trim() } : {}),
    page: params.page,
  };
}
