import { formatMoney, formatNumber, type AdminReturnsReportResponse } from '@matjar/core';
import { PackageOpen } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { DataTable } from '../../ui/data-table';
import { FigureCard } from './figure-card';

const figureClass = 'md:text-end tabular-nums';

/**
 * Goods that came back in the range (decision 048), on the day they were taken back: returns, units, their
 * value at the prices charged, damaged units written off, exchanges and the refunds made with them; then by
 * reason and by product.
 */
export function ReturnsReport({ report }: { report: AdminReturnsReportResponse }) {
  const { t, language } = useI18n();
  const count = (value: number) => formatNumber(value, language);
  const money = (value: number) => formatMoney(value, language);
  type ReasonRow = AdminReturnsReportResponse['by_reason'][number];
  type ProductRow = AdminReturnsReportResponse['by_product'][number];
  const empty = { title: t('reports.noReturns'), body: t('reports.noReturnsBody'), icon: PackageOpen };
  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.returnsRule')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <FigureCard label={t('reports.returns')} current={report.returns} format={count} />
        <FigureCard label={t('reports.returnedUnits')} current={report.units} format={count} />
        <FigureCard label={t('reports.returnsValue')} current={report.value} format={money} />
        <FigureCard label={t('reports.damagedUnits')} current={report.damaged_units} format={count} />
        <FigureCard label={t('reports.exchanges')} current={report.exchanges} format={count} />
        <FigureCard label={t('reports.returnsRefunded')} current={report.refunded} format={money} />
      </dl>
      <section aria-labelledby="returns-by-reason" className="space-y-3">
        <h2 id="returns-by-reason" className="font-semibold text-zinc-900">
          {t('reports.returnsByReason')}
        </h2>
        <DataTable<ReasonRow>
          label={t('reports.returnsByReason')}
          columns={[
            { key: 'reason', header: t('reports.returnReason'), cell: (row) => <bdi>{row.reason}</bdi> },
            {
              key: 'returns',
              header: t('reports.returns'),
              cell: (row) => count(row.returns),
              phoneLabel: true,
              className: figureClass,
            },
            {
              key: 'units',
              header: t('reports.returnedUnits'),
              cell: (row) => count(row.units),
              phoneLabel: true,
              className: figureClass,
            },
            {
              key: 'value',
              header: t('reports.returnsValue'),
              cell: (row) => money(row.value),
              phoneLabel: true,
              className: figureClass,
            },
          ]}
          rows={report.by_reason}
          rowKey={(row) => row.reason}
          errorTitle={t('reports.loadFailed')}
          empty={empty}
          phoneSort={false}
        />
      </section>
      <section aria-labelledby="returns-by-product" className="space-y-3">
        <h2 id="returns-by-product" className="font-semibold text-zinc-900">
          {t('reports.returnsByProduct')}
        </h2>
        <DataTable<ProductRow>
          label={t('reports.returnsByProduct')}
          columns={[
            {
              key: 'name',
              header: t('reports.product'),
              cell: (row) => <bdi>{language === 'en' ? (row.name_en ?? row.name) : row.name}</bdi>,
            },
            {
              key: 'units',
              header: t('reports.returnedUnits'),
              cell: (row) => count(row.units),
              phoneLabel: true,
              className: figureClass,
            },
            {
              key: 'damaged',
              header: t('reports.damagedUnits'),
              cell: (row) => count(row.damaged_units),
              phoneLabel: true,
              className: figureClass,
            },
            {
              key: 'value',
              header: t('reports.returnsValue'),
              cell: (row) => money(row.value),
              phoneLabel: true,
              className: figureClass,
            },
          ]}
          rows={report.by_product}
          rowKey={(row) => `${row.product_id ?? row.name}`}
          errorTitle={t('reports.loadFailed')}
          empty={empty}
          phoneSort={false}
        />
      </section>
    </div>
  );
}
