import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useI18n } from '../i18n/language-context';
import { ariaSortOf, nextSort, type SortDirection, type SortState } from './data-table-state';
import { DataTablePager, type DataTablePagination } from './data-table-pager';
import { DataTablePhoneSort } from './data-table-phone-sort';
import { EmptyState, ErrorState, LoadingState, type EmptyContent, type QueryLike } from './query-state';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sortable by a header button; the first click sorts this way (descending for "newest first" columns). */
  sortable?: boolean | { firstDirection: SortDirection };
  /** Header read by screen readers only (an icon column). */
  headerHidden?: boolean;
  /** On phones, where headers are hidden, the cell starts with "Header:" so its value keeps its meaning. */
  phoneLabel?: boolean;
  /** Extra classes of the column's cells (alignment, width, how it wraps into the phone card). */
  className?: string;
}

/** Where a table's rows come from: a query, or rows already at hand. */
export type DataTableRows<Row> =
  /** The query that brings the rows: the loading, error (with retry) and refresh states come from it. */
  | { query: QueryLike<readonly Row[]>; rows?: never }
  /** Rows that are already there (part of a page the screen has loaded): nothing to wait for or retry. */
  | { rows: readonly Row[]; query?: never };

export type DataTableProps<Row> = DataTableRows<Row> & {
  /** The table's caption for screen readers ("Staff accounts"). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  errorTitle: string;
  empty: EmptyContent;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  pagination?: DataTablePagination;
  /** Buttons at the end of each row (edit, delete), named for their row. */
  rowActions?: (row: Row) => ReactNode;
  /** A full-width row under a row (details the row expands to), or null. */
  expansion?: (row: Row) => ReactNode | null;
  /** Extra classes of every row (phone card layout tweaks), or of each row by its content (a highlight). */
  rowClassName?: string | ((row: Row) => string);
  /**
   * The phone's sort select (phones hide the header buttons). Off when the page offers its own sort menu,
   * so a phone shows one way to sort, not two.
   */
  phoneSort?: boolean;
};

// A table from md up; on phones every row is a card whose cells stack (headers hidden, labels inline).
const rowClass =
  'flex flex-col gap-1.5 border-t border-zinc-200 px-4 py-3 first:border-t-0 md:table-row md:border-t md:first:border-t md:px-0 md:py-0';
const cellClass = 'block md:table-cell md:px-4 md:py-3 md:align-middle';
const headCellClass = 'px-4 py-3 text-start text-xs font-semibold text-zinc-600';

/**
 * The back office's list: server paging, sorting by header buttons (aria-sort), loading / error / empty
 * states from its query (or plain rows), row actions, and cards on phones. Sorting and paging are the
 * caller's state, so they can live in the URL and be sent to the server.
 */
export function DataTable<Row>({
  label,
  columns,
  query,
  rows: givenRows,
  rowKey,
  errorTitle,
  empty,
  sort = null,
  onSortChange,
  pagination,
  rowActions,
  expansion,
  rowClassName = '',
  phoneSort = true,
}: DataTableProps<Row>) {
  const { t } = useI18n();
  const rows = givenRows ?? query?.data;
  if (rows === undefined) {
    return query?.isError ? (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    ) : (
      <LoadingState />
    );
  }

  const fetching = query?.isFetching ?? false;
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  const colSpan = columns.length + (rowActions ? 1 : 0);
  const firstDirection = (column: DataTableColumn<Row>) =>
    typeof column.sortable === 'object' ? column.sortable.firstDirection : 'asc';

  return (
    <div className="space-y-3">
      {phoneSort && sortable.length > 0 && onSortChange && (
        <DataTablePhoneSort
          columns={sortable.map((column) => ({ key: column.key, header: column.header }))}
          sort={sort}
          onSortChange={onSortChange}
        />
      )}
      {rows.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <div className="relative overflow-hidden rounded-xl border border-zinc-200 bg-white">
          {/* A refresh shows as a bar, not by fading the rows: faded text would fail contrast while it lasts. */}
          {fetching && (
            <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500" />
          )}
          <table aria-busy={fetching || undefined} className="w-full text-sm md:table">
            <caption className="sr-only">{label}</caption>
            <thead className="block md:table-header-group">
              <tr className="hidden md:table-row">
                {columns.map((column) => {
                  const isSortable = Boolean(column.sortable && onSortChange);
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={
                        isSortable && sort?.key === column.key ? ariaSortOf(sort, column.key) : undefined
                      }
                      className={headCellClass}
                    >
                      {isSortable ? (
                        <SortButton
                          header={column.header}
                          direction={sort?.key === column.key ? sort.direction : null}
                          onClick={() => onSortChange?.(nextSort(sort, column.key, firstDirection(column)))}
                        />
                      ) : (
                        <span className={column.headerHidden ? 'sr-only' : undefined}>{column.header}</span>
                      )}
                    </th>
                  );
                })}
                {rowActions && (
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">{t('kit.table.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {rows.map((row) => {
                const extra = expansion?.(row) ?? null;
                return (
                  <Fragment key={rowKey(row)}>
                    <tr
                      className={`${rowClass} ${typeof rowClassName === 'function' ? rowClassName(row) : rowClassName}`}
                    >
                      {columns.map((column) => (
                        <td key={column.key} className={`${cellClass} ${column.className ?? ''}`}>
                          {column.phoneLabel && (
                            <span className="me-1 text-xs text-zinc-600 md:hidden">{column.header}:</span>
                          )}
                          {column.cell(row)}
                        </td>
                      ))}
                      {rowActions && (
                        <td className={`${cellClass} md:text-end`}>
                          <span className="inline-flex flex-wrap items-center gap-1">{rowActions(row)}</span>
                        </td>
                      )}
                    </tr>
                    {extra !== null && (
                      <tr className="block bg-zinc-50 md:table-row">
                        <td colSpan={colSpan} className="block px-4 py-3 md:table-cell">
                          {extra}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pagination && <DataTablePager pagination={pagination} rowsOnPage={rows.length} busy={fetching} />}
    </div>
  );
}

function SortButton({
  header,
  direction,
  onClick,
}: {
  header: string;
  direction: SortDirection | null;
  onClick: () => void;
}) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={`-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-zinc-100 hover:text-zinc-900 ${
        direction ? 'text-zinc-900' : ''
      }`}
    >
      {header}
      <Icon aria-hidden="true" className={`size-3.5 ${direction ? '' : 'opacity-50'}`} />
    </button>
  );
}
