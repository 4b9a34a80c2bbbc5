import { formatNumber } from '@matjar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import type { DataTablePagination } from './data-table-pager';
import type { SortState } from './data-table-state';
import type { QueryLike } from './query-state';

interface Phone {
  id: number;
  name: string;
  stock: number;
}

const PHONES: Phone[] = [
  { id: 1, name: 'Galaxy S24', stock: 4 },
  { id: 2, name: 'iPhone 16', stock: 0 },
];

const COLUMNS: DataTableColumn<Phone>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { key: 'stock', header: 'Stock', cell: (row) => row.stock, sortable: { firstDirection: 'desc' } },
];

type TableOptions = Partial<Omit<DataTableProps<Phone>, 'rows' | 'query'>> &
  ({ rows?: readonly Phone[]; query?: never } | { query: QueryLike<readonly Phone[]>; rows?: never });

function table(options: TableOptions = {}) {
  const { query, rows, ...rest } = options;
  const source = query ? { query } : { rows: rows ?? PHONES };
  return (
    <DataTable<Phone>
      label="Phones"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      errorTitle="Could not load the phones"
      empty={{ title: 'No phones yet' }}
      {...source}
      {...rest}
    />
  );
}

describe.each(LANGUAGES)('DataTable (%s)', (language) => {
  it('shows one row per item under its caption, with the row actions named for their row', () => {
    renderInLanguage(
      table({ rowActions: (row) => <button type="button">{`Edit ${row.name}`}</button> }),
      language,
    );
    const grid = screen.getByRole('table', { name: 'Phones' });
    const rows = within(grid).getAllByRole('row');
    // The header row, then the phones in the order given.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'Galaxy S24' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Edit iPhone 16' })).toBeTruthy();
    expect(screen.queryByText('No phones yet')).toBeNull();
  });

  it('shows the empty state instead of a table when there are no rows', () => {
    renderInLanguage(table({ rows: [] }), language);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No phones yet')).toBeTruthy();
  });

  it('sorts by header buttons: a new column in its first direction, the sorted one flips', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: SortState) => void>();
    const { rerender } = renderInLanguage(table({ sort: null, onSortChange }), language);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    // A "largest first" column starts descending.
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'stock', direction: 'desc' });

    rerender(table({ sort: { key: 'name', direction: 'asc' }, onSortChange }));
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBeNull();
    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
  });

  it('offers the same sorting on phones as one select, its options in the UI language', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn<(sort: SortState) => void>();
    const { t } = renderInLanguage(table({ sort: null, onSortChange }), language);
    const select = screen.getByRole('combobox', { name: t('kit.table.sortBy') });
    await user.selectOptions(
      select,
      screen.getByRole('option', { name: t('kit.table.sortDescending', { column: 'Stock' }) }),
    );
    expect(onSortChange).toHaveBeenCalledWith({ key: 'stock', direction: 'desc' });
  });

  it('has plain headers and no sort select when the caller does not sort', () => {
    renderInLanguage(table(), language);
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('pages: where we are in the UI language digits, previous and next call back with the page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn<(page: number) => void>();
    const pagination: DataTablePagination = { page: 2, pageSize: 2, total: 5, onPageChange };
    const { t, rerender } = renderInLanguage(table({ pagination }), language);
    const n = (value: number) => formatNumber(value, language);
    const pages = screen.getByRole('navigation', { name: t('kit.table.pagination') });
    expect(
      within(pages).getByText(t('kit.table.rowsOf', { from: n(3), to: n(4), total: n(5) })),
    ).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: t('kit.table.next') }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pages).getByRole('button', { name: t('kit.table.previous') }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    // The last page: one row left, nothing after it.
    rerender(table({ rows: [PHONES[0]!], pagination: { ...pagination, page: 3 } }));
    const next = screen.getByRole('button', { name: t('kit.table.next') }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByText(t('kit.table.rowsOf', { from: n(5), to: n(5), total: n(5) }))).toBeTruthy();
  });

  it('shows no pager when everything fits on the first page', () => {
    const pagination: DataTablePagination = { page: 1, pageSize: 50, total: 2, onPageChange: vi.fn() };
    const { t } = renderInLanguage(table({ pagination }), language);
    expect(screen.queryByRole('navigation', { name: t('kit.table.pagination') })).toBeNull();
  });

  it('waits for its query, then offers a retry when the query failed', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    const waiting: QueryLike<readonly Phone[]> = {
      data: undefined,
      error: null,
      isError: false,
      isFetching: true,
      refetch,
    };
    const { t, rerender } = renderInLanguage(table({ query: waiting }), language);
    expect(screen.getByRole('status').textContent).toBe(t('common.loading'));

    rerender(table({ query: { ...waiting, isError: true, isFetching: false, error: new Error('offline') } }));
    expect(screen.getByText('Could not load the phones')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('kit.query.retry') }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
