import {
  cachedNumberFormat,
  formatCalendarDay,
  formatMoney,
  formatNumber,
  type AdminSalesReportResponse,
  type ReportGroup,
  type ReportSalesFigures,
} from '@matjar/core';
import { ChartColumnBig } from 'lucide-react';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { DailyBarChart } from '../../ui/daily-bar-chart';
import { EmptyState } from '../../ui/query-state';
import { FigureCard } from './figure-card';

type Figure = readonly [MessageKey, (f: ReportSalesFigures) => number, 'money' | 'count'];

const SALES: readonly Figure[] = [
  ['reports.netSales', (f) => f.net_sales, 'money'],
  ['reports.orders', (f) => f.orders, 'count'],
  ['reports.units', (f) => f.units, 'count'],
  ['reports.grossSales', (f) => f.gross_sales, 'money'],
  ['reports.productDiscounts', (f) => f.product_discounts, 'money'],
  ['reports.couponDiscounts', (f) => f.coupon_discounts, 'money'],
  ['reports.deliveryFees', (f) => f.delivery_fees, 'money'],
  ['reports.totalSales', (f) => f.total_sales, 'money'],
  ['reports.cancelledValue', (f) => f.cancelled_value, 'money'],
  ['reports.returnedValue', (f) => f.returned_value, 'money'],
];
const MONEY: readonly Figure[] = [
  ['reports.received', (f) => f.received, 'money'],
  ['reports.receivedCash', (f) => f.received_cash, 'money'],
  ['reports.receivedCard', (f) => f.received_card, 'money'],
  ['reports.refunded', (f) => f.refunded, 'money'],
  ['reports.refundedCard', (f) => f.refunded_card, 'money'],
  ['reports.refundedCash', (f) => f.refunded_cash, 'money'],
  ['reports.netReceived', (f) => f.net_received, 'money'],
];
const PAYMENT: readonly Figure[] = [
  ['reports.cashOrders', (f) => f.cash_orders, 'count'],
  ['reports.cashSales', (f) => f.cash_sales, 'money'],
  ['reports.cardOrders', (f) => f.card_orders, 'count'],
  ['reports.cardSales', (f) => f.card_sales, 'money'],
];
const GROUP_WORD: Record<ReportGroup, MessageKey> = {
  day: 'reports.per.day',
  week: 'reports.per.week',
  month: 'reports.per.month',
};

/** Sales counted when placed and money when received, against the period before, and per bucket. */
export function SalesReport({ report, group }: { report: AdminSalesReportResponse; group: ReportGroup }) {
  const { t, language } = useI18n();
  const format = (kind: Figure[2]) => (value: number) =>
    kind === 'money' ? formatMoney(value, language) : formatNumber(value, language);
  const cards = (figures: readonly Figure[]) => (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([key, value, kind]) => (
        <FigureCard
          key={key}
          label={t(key)}
          current={value(report.current)}
          previous={value(report.previous)}
          format={format(kind)}
        />
      ))}
    </dl>
  );
  const compact = (value: number) =>
    cachedNumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value / 100);
  const days = report.series.map((bucket) => ({ ...bucket, date: bucket.bucket }));
  const groupWord = t(GROUP_WORD[group]);
  const nothing = report.current.orders === 0 && report.current.received === 0;

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-zinc-600">{t('reports.salesRule')}</p>
      {nothing && (
        <EmptyState title={t('reports.noSales')} body={t('reports.noSalesBody')} icon={ChartColumnBig} />
      )}
      <section aria-labelledby="sales-figures" className="space-y-3">
        <h2 id="sales-figures" className="font-semibold text-zinc-900">
          {t('reports.tab.sales')}
        </h2>
        {cards(SALES)}
      </section>
      <section aria-labelledby="money-figures" className="space-y-3">
        <h2 id="money-figures" className="font-semibold text-zinc-900">
          {t('reports.received')}
        </h2>
        {cards(MONEY)}
      </section>
      <section aria-labelledby="payment-figures" className="space-y-3">
        <h2 id="payment-figures" className="font-semibold text-zinc-900">
          {t('reports.byPayment')}
        </h2>
        {cards(PAYMENT)}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyBarChart
          title={t('reports.netSalesOver', { group: groupWord })}
          summary={t('reports.chartSummary', { total: formatMoney(report.current.net_sales, language) })}
          days={days}
          value={(d) => Math.max(0, d.net_sales)}
          formatValue={(value) => formatMoney(value, language)}
          formatAxis={compact}
          formatDay={(iso) => formatCalendarDay(iso, language)}
          barClass="fill-brand-600"
          emptyText={t('reports.chartEmpty')}
        />
        <DailyBarChart
          title={t('reports.receivedOver', { group: groupWord })}
          summary={t('reports.chartSummary', { total: formatMoney(report.current.received, language) })}
          days={days}
          value={(d) => d.received}
          formatValue={(value) => formatMoney(value, language)}
          formatAxis={compact}
          formatDay={(iso) => formatCalendarDay(iso, language)}
          barClass="fill-emerald-600"
          emptyText={t('reports.chartEmpty')}
        />
      </div>
      <SeriesTable report={report} />
    </div>
  );
}

/** The charts' figures as a table: what a screen reader reads, and the exact amounts for everyone. */
function SeriesTable({ report }: { report: AdminSalesReportResponse }) {
  const { t, language } = useI18n();
  const cell = 'px-3 py-2 text-end tabular-nums';
  return (
    <div
      role="region"
      aria-label={t('reports.seriesTable')}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl border border-zinc-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{t('reports.seriesTable')}</caption>
        <thead className="sticky top-0 bg-zinc-50 text-xs text-zinc-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('reports.bucket')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('reports.orders')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('reports.netSales')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('reports.received')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.series.map((bucket) => (
            <tr key={bucket.bucket} className="border-t border-zinc-100">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {formatCalendarDay(bucket.bucket, language)}
              </th>
              <td className={cell}>{formatNumber(bucket.orders, language)}</td>
              <td className={cell}>{formatMoney(bucket.net_sales, language)}</td>
              <td className={cell}>{formatMoney(bucket.received, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
