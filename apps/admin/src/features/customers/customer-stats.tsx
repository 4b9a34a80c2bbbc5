import { formatDate, formatMoney, formatNumber, type AdminCustomerDetail } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';

/** Orders, total spent (QAR) and last order, as three small cards. */
export function CustomerStats({ customer }: { customer: AdminCustomerDetail['customer'] }) {
  const { t, language } = useI18n();
  const cards = [
    { label: t('customers.stats.orders'), value: formatNumber(customer.order_count, language) },
    {
      label: t('customers.stats.spent'),
      value: formatMoney(customer.total_spent, language),
      hint: t('customers.stats.spentHint'),
    },
    {
      label: t('customers.stats.lastOrder'),
      value: customer.last_order_at
        ? formatDate(customer.last_order_at, language)
        : t('customers.stats.noOrders'),
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-zinc-200 bg-white p-4">
          <dt className="text-sm text-zinc-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold text-zinc-900 tabular-nums">{card.value}</dd>
          {card.hint && <dd className="mt-1 text-xs text-zinc-500">{card.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
