import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '@matjar/core';
import { searchQueryOf } from './search-params.js';

const queryOf = (q: string) =>
  searchQueryOf(new URL(`https://shop.test/search?${new URLSearchParams({ q })}`));

describe('searchQueryOf', () => {
  it('trims the query and keeps Arabic and emoji', () => {
    expect(queryOf('  هاتف 📱 ')).toBe('هاتف 📱');
  });

  it('cuts long text to the API limit without splitting an emoji', () => {
    expect(queryOf('x'.repeat(SEARCH_QUERY_MAX + 10))).toHaveLength(SEARCH_QUERY_MAX);
    expect(queryOf(`${'x'.repeat(SEARCH_QUERY_MAX - 1)}😀`)).toBe('x'.repeat(SEARCH_QUERY_MAX - 1));
  });

  it('treats text the database cannot take (NUL) as no query, so it never reaches the search service', () => {
    expect(queryOf('phone\u0000')).toBe('');
    expect(new URL('https://shop.test/search?q=%00').searchParams.get('q')).toBe('\u0000');
    expect(searchQueryOf(new URL('https://shop.test/search?q=a%00b'))).toBe('');
  });
});
