import { describe, expect, it } from 'vitest';
import { readInboxParams, toInboxApiQuery, writeInboxParams } from './inbox-params';

describe('the inbox address', () => {
  it('reads what it wrote, and writes only what differs from the defaults', () => {
    const params = { filter: 'archived' as const, q: 'Huda', page: 3 };
    expect(readInboxParams(writeInboxParams(params))).toEqual(params);
    expect(writeInboxParams({ filter: 'inbox', q: ' ', page: 1 }).toString()).toBe('');
  });

  it('falls back to the inbox, page 1, on what it cannot read', () => {
    expect(readInboxParams(new URLSearchParams('filter=spam&page=-2'))).toEqual({
      filter: 'inbox',
      q: '',
      page: 1,
    });
  });

  it('asks the server for the filter, the trimmed search and the page', () => {
    expect(toInboxApiQuery({ filter: 'unread', q: ' a ', page: 2 })).toEqual({
      filter: 'unread',
      q: 'a',
      page: 2,
    });
  });
});
