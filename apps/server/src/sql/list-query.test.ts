import { describe, expect, it } from 'vitest';
import { escapeLike, iso, isoOrNull, likeAnywhere, pageTotal } from './list-query.js';

describe('list-query', () => {
  it('escapes LIKE wildcards and its escape so a search term matches itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(likeAnywhere('a_b')).toBe('%a\\_b%');
  });

  it('reads the total off the first row, counts past the last page, and is 0 for an empty first page', async () => {
    const count = async () => 42;
    await expect(pageTotal({ total: 7 }, 3, count)).resolves.toBe(7);
    await expect(pageTotal(undefined, 3, count)).resolves.toBe(42);
    await expect(pageTotal(undefined, 1, count)).resolves.toBe(0);
  });

  it('writes instants from either driver as ISO strings', () => {
    expect(iso('2026-01-02 03:04:05+00')).toBe('2026-01-02T03:04:05.000Z');
    expect(iso(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(isoOrNull(null)).toBeNull();
  });
});
