import { GIFT_CARD_STATES, type AdminGiftCardListQuery, type GiftCardState } from '@matjar/core';

// The gift-cards list's state lives in the address (?q=&state=&page=), so reload, back and the order page's
// link ("/gift-cards?q=ORD-…") show the same list. Anything unreadable is ignored rather than refused.

export interface GiftCardListParams {
  q: string;
  state: GiftCardState | null;
  page: number;
}

export const GIFT_CARD_SEARCH_MAX = 100;

export function readGiftCardListParams(search: URLSearchParams): GiftCardListParams {
  const state = search.get('state');
  const page = search.get('page');
  return {
    q: (search.get('q') ?? '').slice(0, GIFT_CARD_SEARCH_MAX),
    state:
      state !== null && (GIFT_CARD_STATES as readonly string[]).includes(state)
        ? (state as GiftCardState)
        : null,
    page: page !== null && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

export function writeGiftCardListParams(params: GiftCardListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) search.set('q', q);
  if (params.state !== null) search.set('state', params.state);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A filter change starts again at page 1; a page change keeps the filters. */
export function changeGiftCardListParams(
  params: GiftCardListParams,
  change: Partial<GiftCardListParams>,
): GiftCardListParams {
  const filtersChanged = change.q !== undefined || change.state !== undefined;
  return { ...params, ...change, page: change.page ?? (filtersChanged ? 1 : params.page) };
}

/** What GET /api/admin/gift-cards is asked (page size: the server's default). */
export function toGiftCardApiQuery(params: GiftCardListParams): Partial<AdminGiftCardListQuery> {
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.state ? { state: params.state } : {}),
    page: params.page,
  };
}
