import { INBOX_FILTERS, type AdminContactMessageListQuery, type InboxFilter } from '@matjar/core';

// The inbox's list state lives in the address (?filter=&q=&page=), kept when a message is opened, so back
// and reload show the same list. Anything unreadable falls back to the default rather than failing.

export interface InboxListParams {
  filter: InboxFilter;
  q: string;
  page: number;
}

export const INBOX_SEARCH_MAX = 100;

export function readInboxParams(search: URLSearchParams): InboxListParams {
  const filter = search.get('filter');
  const page = search.get('page');
  return {
    filter: (INBOX_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as InboxFilter) : 'inbox',
    q: (search.get('q') ?? '').slice(0, INBOX_SEARCH_MAX),
    page: page !== null && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** Only what differs from the defaults is written. */
export function writeInboxParams(params: InboxListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.filter !== 'inbox') search.set('filter', params.filter);
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function toInboxApiQuery(params: InboxListParams): Partial<AdminContactMessageListQuery> {
  return {
    filter: params.filter,
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.page > 1 ? { page: params.page } : {}),
  };
}
