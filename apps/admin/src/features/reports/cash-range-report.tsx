import {
  formatCalendarDay,
  formatMoney,
  formatNumber,
  type AdminCashRangeReportResponse,
  type ReportCashFigures,
} from '@matjar/core';
import { Banknote } from 'lucide-react';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { EmptyState } from '../../ui/query-state';
import { FigureCard } from './figure-card';

const AGE_WORD: Record<AdminCashRangeReportResponse['outstanding'][number]['age'], MessageKey> = {
  upTo1Day: 'reports.age.upTo1Day',
  upTo7Days: 'reports.age.upTo7Days',
  over7Days: 'reports.age.over7Days',
};

/** Cash on delivery over the range: recorded per day and per collector, and cash still out by age. */
export function CashRangeReport({ report }: { report: AdminCashRangeReportResponse }) {
  const { t, language } = useI18n();
  const money = (value: number) => formatMoney(value, language);
  const figureColumns = <Row extends ReportCashFigures>(): DataTableColumn<Row>[] => [
    {
      key: 'orders',
      header: t('reports.orders'),
      cell: (row) => formatNumber(row.orders, language),
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
    {
      key: 'expected',
      header: t('reports.expected'),
      cell: (row) => money(row.expected),
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
    {
      key: 'collected',
      header: t('reports.collected'),
      cell: (row) => money(row.collected),
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
    {
      key: 'short',
      header: t('reports.short'),
      cell: (row) => (
        <span className={row.short > 0 ? 'font-semibold text-red-700' : ''}>{money(row.short)}</span>
      ),
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
    {
      key: 'over',
      header: t('reports.over'),
      cell: (row) => (
        <span className={row.over > 0 ? 'font-semibold text-amber-800' : ''}>{money(row.over)}</span>
      ),
      phoneLabel: true,
      className: 'md:text-end tabular-nums',
    },
  ];
  type Day = AdminCashRangeReportResponse['days'][number];
  type Collector = AdminCashRangeReportResponse['collectors'][number];
  const empty = { title: t('reports.noCash'), body: t('reports.noCashBody'), icon: Banknote };

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.cashRule')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label={t('reports.expected')} current={report.collected.expected} format={money} />
        <FigureCard label={t('reports.collected')} current={report.collected.collected} format={money} />
        <FigureCard label={t('reports.short')} current={report.collected.short} format={money} />
        <FigureCard label={t('reports.over')} current={report.collected.over} format={money} />
      </dl>
      <section aria-labelledby="cash-outstanding" className="space-y-3">
        <h2 id="cash-outstanding" className="font-semibold text-zinc-900">
          {t('reports.outstanding')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {report.outstanding.map((bucket) => (
            <div key={bucket.age} className="rounded-xl border border-zinc-200 bg-white p-4">
              <dt className="text-sm text-zinc-600">{t(AGE_WORD[bucket.age])}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums">{money(bucket.amount)}</dd>
              <dd className="text-xs text-zinc-600 tabular-nums">
                {t('reports.orders')}: {formatNumber(bucket.orders, language)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {report.collected.orders === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <>
          <section aria-labelledby="cash-per-day" className="space-y-3">
            <h2 id="cash-per-day" className="font-semibold text-zinc-900">
              {t('reports.perDay')}
            </h2>
            <DataTable<Day>
              label={t('reports.perDay')}
              columns={[
                {
                  key: 'date',
                  header: t('reports.day'),
                  cell: (row) => formatCalendarDay(row.date, language),
                },
                ...figureColumns<Day>(),
              ]}
              rows={report.days}
              rowKey={(row) => row.date}
              errorTitle={t('reports.loadFailed')}
              empty={empty}
              phoneSort={false}
            />
          </section>
          <section aria-labelledby="cash-per-collector" className="space-y-3">
            <h2 id="cash-per-collector" className="font-semibold text-zinc-900">
              {t('reports.perCollector')}
            </h2>
            <DataTable<Collector>
              label={t('reports.perCollector')}
              columns={[
                {
                  key: 'name',
                  header: t('reports.collector'),
                  cell: (row) => (
                    <span>
                      <span className="font-medium">{row.name}</span>{' '}
                      <span className="text-xs text-zinc-600">
                        ({t(row.kind === 'driver' ? 'reports.driver' : 'reports.staff')})
                      </span>
                    </span>
                  ),
                },
                ...figureColumns<Collector>(),
              ]}
              rows={report.collectors}
              rowKey={(row) => `${row.kind}-${row.name}`}
              errorTitle={t('reports.loadFailed')}
              empty={empty}
              phoneSort={false}
            />
          </section>
        </>
      )}
    </div>
  );
}
