// The pure side of DataTable: sort state, sorting rows in the browser, and page arithmetic, kept apart for tests.
import type { Language } from '../i18n/translate';

export type SortDirection = 'asc' | 'desc';
export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/**
 * A click on a column header: a new column sorts in its first direction (ascending unless the column says
 * newest/largest first is what people want), the sorted column flips.
 */
export function nextSort<Key extends string>(
  current: SortState<Key> | null,
  key: Key,
  firstDirection: SortDirection = 'asc',
): SortState<Key> {
  if (current?.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** aria-sort of a sortable header: only the sorted column claims an order. */
export function ariaSortOf(sort: SortState | null, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export type SortValue = string | number | null | undefined;

/**
 * Sorts rows already in the browser (a short list the server sends whole): text in the UI language's
 * collation, numbers numerically, empty values last in either direction. Stable, and never in place.
 */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: SortState<Key> | null,
  valueOf: Readonly<Record<Key, (row: Row) => SortValue>>,
  language: Language,
): Row[] {
  if (!sort) return [...rows];
  const read = valueOf[sort.key];
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** Pages are counted from 1 on screen; an API takes the offset of a page's first row. */
export function offsetOf(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** "Rows 201–400 of 1,234" needs the first and last row of the page, counted from 1. */
export function pageRange(page: number, pageSize: number, rowsOnPage: number): { from: number; to: number } {
  const from = offsetOf(page, pageSize) + 1;
  return rowsOnPage === 0 ? { from: 0, to: 0 } : { from, to: from + rowsOnPage - 1 };
}
