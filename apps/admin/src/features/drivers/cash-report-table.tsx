import { formatMoney, formatNumber, type AdminCashReportResponse, type CashReportRow } from '@matjar/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/language-context';

type Figures = AdminCashReportResponse['totals'];

/** A difference as the report words it: short or over by how much (red), or exact. */
function Difference({ row }: { row: Figures }) {
  const { t, language } = useI18n();
  const parts: ReactNode[] = [];
  if (row.short > 0)
    parts.push(
      <span key="short" className="block font-semibold text-red-700">
        {t('cashReport.short', { amount: formatMoney(row.short, language) })}
      </span>,
    );
  if (row.over > 0)
    parts.push(
      <span key="over" className="block font-semibold text-amber-800">
        {t('cashReport.over', { amount: formatMoney(row.over, language) })}
      </span>,
    );
  return parts.length > 0 ? <>{parts}</> : <span className="text-emerald-800">{t('cashReport.exact')}</span>;
}

const cell = 'px-3 py-2.5 align-top';
const num = `${cell} text-end tabular-nums`;

/**
 * The daily cash report's table: one row per driver or staff member who handed cash in, then the total. On
 * phones the table scrolls sideways inside its card rather than squeezing the figures.
 */
export function CashReportTable({ report }: { report: AdminCashReportResponse }) {
  const { t, language } = useI18n();
  const money = (value: number) => formatMoney(value, language);
  const figures = (row: Figures) => (
    <>
      <td className={num}>{formatNumber(row.orders, language)}</td>
      <td className={num}>{money(row.expected)}</td>
      <td className={num}>{money(row.received)}</td>
      <td className={num}>
        <Difference row={row} />
      </td>
      <td className={num}>{formatNumber(row.orders_with_difference, language)}</td>
      <td className={num}>{money(row.refunded)}</td>
      <td className={`${num} font-semibold`}>{money(row.to_hand_over)}</td>
    </>
  );
  return (
    // Focusable and named so a keyboard can scroll it on a phone (the table is wider than the screen there).
    <div
      role="region"
      aria-label={t('cashReport.tableLabel')}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-zinc-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">{t('cashReport.tableLabel')}</caption>
        <thead className="bg-zinc-50 text-xs text-zinc-600">
          <tr>
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t('cashReport.receivedBy')}
            </th>
            {(
              [
                'cashReport.orders',
                'cashReport.expected',
                'cashReport.received',
                'cashReport.difference',
                'cashReport.withDifference',
                'cashReport.refunded',
                'cashReport.toHandOver',
              ] as const
            ).map((key) => (
              <th key={key} scope="col" className={`${cell} text-end font-semibold`}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row: CashReportRow) => (
            <tr key={`${row.kind}-${row.driver_id ?? row.name}`} className="border-t border-zinc-200">
              <th scope="row" className={`${cell} text-start font-medium`}>
                {/* The line takes the page's direction (a block <bdi> of a Latin name sat at the left in
                    Arabic); the name inside keeps its own. */}
                <span className="block text-zinc-900">
                  <bdi>{row.name}</bdi>
                </span>
                <span className="text-xs font-normal text-zinc-600">{t(`cashReport.kind.${row.kind}`)}</span>
              </th>
              {figures(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-zinc-300 font-semibold">
            <th scope="row" className={`${cell} text-start`}>
              {t('cashReport.total')}
            </th>
            {figures(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
