import { formatMoney, formatNumber, type AdminOrderBoardResponse } from '@matjar/core';
import { Banknote, ChevronRight, FileSpreadsheet, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { buttonClasses } from '../../ui/button';
import { formatDohaDay } from './order-time';

/**
 * Delivered cash-on-delivery orders whose money is not yet marked received, totalled per Doha day, so the
 * shop can settle with its couriers; a link opens the same orders in the all-orders list.
 */
export function AwaitingCashPanel({ cash }: { cash: AdminOrderBoardResponse['awaiting_cash'] }) {
  const { t, language } = useI18n();
  const money = (value: number) => formatMoney(value, language);
  return (
    <section
      aria-labelledby="awaiting-cash-title"
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="awaiting-cash-title" className="flex items-center gap-2 font-semibold text-zinc-900">
            <Banknote aria-hidden="true" className="size-5 text-amber-700" />
            {t('orders.cash.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-zinc-700">{t('orders.cash.body')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {cash.count > 0 && (
            <Link to="/all-orders?awaiting_cash=true" className={buttonClasses('secondary', 'sm')}>
              {t('orders.cash.viewList')}
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          )}
          {/* Cash recorded short or over is flagged: its orders, and the day's report per driver. */}
          <Link to="/all-orders?cash_difference=true" className={buttonClasses('secondary', 'sm')}>
            <TriangleAlert aria-hidden="true" className="size-4 text-red-700" />
            {t('orders.cash.differences')}
          </Link>
          <Link to="/cash-report" className={buttonClasses('secondary', 'sm')}>
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t('orders.cash.report')}
          </Link>
        </div>
      </div>
      {cash.days.length === 0 ? (
        <p className="mt-3 text-sm font-medium text-zinc-700">{t('orders.cash.none')}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t('orders.cash.tableLabel')}</caption>
          <thead>
            <tr className="text-xs text-zinc-600">
              <th scope="col" className="py-1.5 pe-3 text-start font-semibold">
                {t('orders.cash.day')}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-end font-semibold">
                {t('orders.cash.count')}
              </th>
              <th scope="col" className="py-1.5 text-end font-semibold">
                {t('orders.cash.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {cash.days.map((day) => (
              <tr key={day.day} className="border-t border-amber-200">
                <th scope="row" className="py-1.5 pe-3 text-start font-medium text-zinc-800">
                  <time dateTime={day.day}>{formatDohaDay(day.day, language)}</time>
                </th>
                <td className="py-1.5 pe-3 text-end tabular-nums">{formatNumber(day.count, language)}</td>
                <td className="py-1.5 text-end font-semibold tabular-nums">{money(day.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-amber-300">
              <th scope="row" className="py-1.5 pe-3 text-start font-semibold">
                {t('orders.cash.grandTotal')}
              </th>
              <td className="py-1.5 pe-3 text-end tabular-nums">{formatNumber(cash.count, language)}</td>
              <td className="py-1.5 text-end font-bold tabular-nums">{money(cash.total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
