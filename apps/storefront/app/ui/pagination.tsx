import { ChevronLeft, ChevronRight } from './icons.js';
import { formatNumber } from '@matjar/core';
import { Link } from 'react-router';
import { useShellData, useT } from './layout/shell-data.js';

interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  shown: number;
  /** The address of another page (localized). */
  hrefFor: (page: number) => string;
}

/** Previous / next links with the count, as plain links: every page has its own address for SSR and sharing. */
export function Pagination({ page, pageCount, total, shown, hrefFor }: PaginationProps) {
  const { locale } = useShellData();
  const t = useT();
  if (pageCount <= 1) return null;
  const link =
    'inline-flex items-center gap-1 rounded-full bg-white px-4 py-2 text-sm font-bold text-slate-800 ring-1 ring-slate-300 hover:ring-brand-400';
  return (
    <nav
      className="mt-8 flex flex-wrap items-center justify-center gap-3"
      aria-label={t('products.showing', { shown, total })}
    >
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t('pagination.previous')}
        </Link>
      )}
      <span className="text-sm text-slate-600">
        {t('pagination.page', { page: formatNumber(page, locale), count: formatNumber(pageCount, locale) })}
      </span>
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          {t('pagination.next')}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      )}
    </nav>
  );
}
