import { ORDER_STATUSES, ORDER_STATUS_LABELS, formatNumber, type OrderStatus } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

// One accent per status of the one status machine (D8), matching the order screens' badges.
const ACCENT: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-blue-500',
  shipped: 'bg-indigo-500',
  delivered: 'bg-emerald-500',
  canceled: 'bg-zinc-400',
};

/** Order counts for every status, plus the total (back-office §2 Dashboard, D8). */
export function OrderStatusCards({ counts, total }: { counts: Record<OrderStatus, number>; total: number }) {
  const { t, language } = useI18n();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <div className="rounded-xl bg-brand-700 p-4 text-white">
        <dt className="text-sm text-brand-100">{t('dashboard.totalOrders')}</dt>
        <dd className="mt-1 text-3xl font-bold tabular-nums">{formatNumber(total, language)}</dd>
      </div>
      {ORDER_STATUSES.map((status) => (
        <div key={status} className="rounded-xl border border-zinc-200 bg-white p-4">
          <dt className="flex items-center gap-2 text-sm text-zinc-600">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${ACCENT[status]}`} />
            {ORDER_STATUS_LABELS[status][language]}
          </dt>
          <dd className="mt-1 text-3xl font-bold text-zinc-900 tabular-nums">
            {formatNumber(counts[status], language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
