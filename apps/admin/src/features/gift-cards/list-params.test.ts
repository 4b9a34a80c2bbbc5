import { describe, expect, it } from 'vitest';
import {
  changeGiftCardListParams,
  readGiftCardListParams,
  toGiftCardApiQuery,
  writeGiftCardListParams,
} from './list-params';

describe('gift-card list params', () => {
  it('reads what it writes, and only what differs from the defaults', () => {
    const params = { q: 'ORD-1', state: 'void' as const, page: 3 };
    const written = writeGiftCardListParams(params);
    expect(written.toString()).toBe('q=ORD-1&state=void&page=3');
    expect(readGiftCardListParams(written)).toEqual(params);
    expect(writeGiftCardListParams({ q: ' ', state: null, page: 1 }).toString()).toBe('');
  });

  it('ignores what it cannot read', () => {
    expect(readGiftCardListParams(new URLSearchParams('state=lost&page=-2'))).toEqual({
      q: '',
      state: null,
      page: 1,
    });
  });

  it('starts a new search or filter on page 1 and keeps the filters when paging', () => {
    const params = { q: 'a@b.qa', state: 'active' as const, page: 4 };
    expect(changeGiftCardListParams(params, { state: null })).toEqual({ q: 'a@b.qa', state: null, page: 1 });
    expect(changeGiftCardListParams(params, { page: 5 })).toEqual({ ...params, page: 5 });
    expect(toGiftCardApiQuery(params)).toEqual({ q: 'a@b.qa', state: 'active', page: 4 });
  });
});
