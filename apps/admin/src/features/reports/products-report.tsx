import {
  cachedNumberFormat,
  formatMoney,
  formatNumber,
  type AdminProductsReportResponse,
  type ReportProductRow,
} from '@matjar/core';
import { PackageSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { SortState } from '../../ui/data-table-state';

const DIMENSION_WORD: Record<AdminProductsReportResponse['by'], MessageKey> = {
  product: 'reports.by.product',
  variant: 'reports.by.variant',
  category: 'reports.by.category',
  brand: 'reports.by.brand',
};

/** Units and sales by product, variant, category or brand; sortable; links to the product; what did not sell. */
export function ProductsReport({ report }: { report: AdminProductsReportResponse }) {
  const { t, language } = useI18n();
  const [sort, setSort] = useState<SortState>({ key: 'sales', direction: 'desc' });
  const nameOf = (row: { name: string; name_en: string | null }) =>
    (language === 'en' ? row.name_en : null) || row.name;
  const share = (value: number) =>
    cachedNumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
      report.total_sales > 0 ? value / report.total_sales : 0,
    );
  const rows = useMemo(() => {
    const value = (row: ReportProductRow) => (sort.key === 'units' ? row.units : row.sales);
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...report.rows].sort((a, b) => sign * (value(a) - value(b)));
  }, [report.rows, sort]);

  const columns: DataTableColumn<ReportProductRow>[] = [
    {
      key: 'name',
      header: t('reports.name'),
      cell: (row) => {
        const name =
          nameOf(row) ||
          t(report.by === 'product' || report.by === 'variant' ? 'reports.deletedProduct' : 'reports.none');
        return row.product_id !== null ? (
          <Link
            to={`/products/edit/${row.product_id}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <span className="font-medium">{name}</span>
        );
      },
    },
    {
      key: 'units',
      header: t('reports.units'),
      cell: (row) => formatNumber(row.units, language),
      sortable: { firstDirection: 'desc' },
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
    {
      key: 'sales',
      header: t('reports.sales'),
      cell: (row) => formatMoney(row.sales, language),
      sortable: { firstDirection: 'desc' },
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
    {
      key: 'share',
      header: t('reports.share'),
      cell: (row) => share(row.sales),
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
  ];

  return (
    <div className="space-y-4">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.productsRule')}</p>
      <DataTable
        label={t('reports.productsTable', { by: t(DIMENSION_WORD[report.by]) })}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.product_id ?? 'none'}-${row.id ?? 'none'}`}
        errorTitle={t('reports.loadFailed')}
        empty={{ title: t('reports.noProducts'), body: t('reports.noProductsBody'), icon: PackageSearch }}
        sort={sort}
        onSortChange={setSort}
      />
      {(report.by === 'product' || report.by === 'variant') && (
        <section aria-labelledby="unsold" className="rounded-xl border border-zinc-200 bg-white p-4">
          <h2 id="unsold" className="font-semibold text-zinc-900">
            {report.unsold_count > 0
              ? t('reports.unsold', { count: report.unsold_count })
              : t('reports.unsoldAll')}
          </h2>
          {report.unsold.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {report.unsold.map((product) => (
                <li key={product.id}>
                  <Link
                    to={`/products/edit/${product.id}`}
                    className="inline-block rounded-full bg-zinc-100 px-3 py-1 text-zinc-800 hover:bg-zinc-200"
                  >
                    {nameOf(product)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
