import { formatNumber } from '@matjar/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import { Button } from './button';
import { pageRange } from './data-table-state';

export interface DataTablePagination {
  /** The page shown, counted from 1. */
  page: number;
  pageSize: number;
  /** All rows on the server when it says (offset paging); null with keyset paging, which only knows "more". */
  total: number | null;
  /** Whether a next page exists; derived from `total` when omitted. */
  hasNext?: boolean;
  onPageChange: (page: number) => void;
}

/** Offset paging of a server list: the page asked for, and the size and total its answer reports. */
export function serverPagination(
  page: number,
  answer: { page_size: number; total: number } | undefined,
  defaultPageSize: number,
  onPageChange: (page: number) => void,
): DataTablePagination {
  return { page, pageSize: answer?.page_size ?? defaultPageSize, total: answer?.total ?? null, onPageChange };
}

/** Previous / next with where we are ("Rows 1–50 of 230"), announced when it changes. */
export function DataTablePager({
  pagination,
  rowsOnPage,
  busy,
}: {
  pagination: DataTablePagination;
  rowsOnPage: number;
  busy: boolean;
}) {
  const { t, language } = useI18n();
  const { page, pageSize, total, onPageChange } = pagination;
  const { from, to } = pageRange(page, pageSize, rowsOnPage);
  const hasNext = pagination.hasNext ?? (total !== null && to < total);
  if (page === 1 && !hasNext) return null;
  const n = (value: number) => formatNumber(value, language);
  const where =
    total === null
      ? t('kit.table.rows', { from: n(from), to: n(to) })
      : t('kit.table.rowsOf', { from: n(from), to: n(to), total: n(total) });

  return (
    <nav aria-label={t('kit.table.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-zinc-600">
        {where}
      </p>
      <div className="flex items-center gap-2">
        {/* Chevrons point the way the reading goes: in Arabic "previous" is to the right. */}
        <Button
          size="sm"
          icon={ChevronLeft}
          iconMirrored
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          {t('kit.table.previous')}
        </Button>
        <Button size="sm" disabled={!hasNext || busy} onClick={() => onPageChange(page + 1)}>
          {t('kit.table.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
