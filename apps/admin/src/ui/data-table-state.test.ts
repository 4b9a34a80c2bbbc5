import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, offsetOf, pageRange, sortRows } from './data-table-state';

describe('sort state', () => {
  it('sorts a new column its first way and flips the sorted one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'created', 'desc')).toEqual({
      key: 'created',
      direction: 'desc',
    });
  });

  it('lets only the sorted column claim an order in aria-sort', () => {
    const sort = { key: 'price', direction: 'desc' } as const;
    expect(ariaSortOf(sort, 'price')).toBe('descending');
    expect(ariaSortOf({ key: 'price', direction: 'asc' }, 'price')).toBe('ascending');
    expect(ariaSortOf(sort, 'name')).toBe('none');
    expect(ariaSortOf(null, 'name')).toBe('none');
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'سامي', seen: '2026-02-01' },
    { name: 'أحمد', seen: null },
    { name: 'ماجد', seen: '2026-03-01' },
    { name: 'بدر', seen: '2026-01-01' },
  ];
  const valueOf = {
    name: (row: (typeof rows)[number]) => row.name,
    seen: (row: (typeof rows)[number]) => row.seen,
  };

  it('orders text by the UI language and flips with the direction', () => {
    const names = (direction: 'asc' | 'desc') =>
      sortRows(rows, { key: 'name', direction }, valueOf, 'ar').map((row) => row.name);
    expect(names('asc')).toEqual(['أحمد', 'بدر', 'سامي', 'ماجد']);
    expect(names('desc')).toEqual(['ماجد', 'سامي', 'بدر', 'أحمد']);
  });

  it('puts empty values last in both directions and leaves the input alone', () => {
    const seen = (direction: 'asc' | 'desc') =>
      sortRows(rows, { key: 'seen', direction }, valueOf, 'en').map((row) => row.seen);
    expect(seen('asc')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', null]);
    expect(seen('desc')).toEqual(['2026-03-01', '2026-02-01', '2026-01-01', null]);
    expect(sortRows(rows, null, valueOf, 'en')).toEqual(rows);
    expect(rows[0]?.name).toBe('سامي');
  });

  it('compares numbers as numbers', () => {
    const numbers = [{ n: 10 }, { n: 9 }, { n: 100 }];
    expect(sortRows(numbers, { key: 'n', direction: 'asc' }, { n: (row) => row.n }, 'en')).toEqual([
      { n: 9 },
      { n: 10 },
      { n: 100 },
    ]);
  });
});

describe('pages', () => {
  it('counts pages from 1 and turns them into offsets', () => {
    expect(offsetOf(1, 50)).toBe(0);
    expect(offsetOf(3, 50)).toBe(100);
    expect(offsetOf(0, 50)).toBe(0);
  });

  it('knows the rows a page shows', () => {
    expect(pageRange(2, 50, 50)).toEqual({ from: 51, to: 100 });
    expect(pageRange(3, 50, 7)).toEqual({ from: 101, to: 107 });
    expect(pageRange(1, 50, 0)).toEqual({ from: 0, to: 0 });
  });
});
