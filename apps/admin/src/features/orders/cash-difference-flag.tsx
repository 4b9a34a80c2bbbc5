import { formatMoney, type AdminOrderSummary } from '@matjar/core';
import { TriangleAlert } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';

/**
 * The flag of a cash order whose cash recorded differs from the amount due: short or over by how
 * much, on the board card, the all-orders row and the order page. Nothing when the cash matched or is not in.
 */
export function CashDifferenceFlag({ order }: { order: Pick<AdminOrderSummary, 'cash_difference'> }) {
  const { t, language } = useI18n();
  const difference = order.cash_difference;
  if (difference === null || difference === 0) return null;
  const amount = formatMoney(Math.abs(difference), language);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
      <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {t(difference < 0 ? 'orders.cashShort' : 'orders.cashOver', { amount })}
    </span>
  );
}
