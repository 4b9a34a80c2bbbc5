import { formatMoney, formatNumber, type AdminDashboardResponse } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { COCKPIT_LINKS } from './cockpit';
import { CountLinkList } from './count-link-list';

/** Orders, messages and reviews waiting for staff, each leading to its filtered list. */
export function ToActOn({ data }: { data: AdminDashboardResponse }) {
  const { t, language } = useI18n();
  const count = (value: number) => formatNumber(value, language);
  const { to_act_on: orders } = data;
  return (
    <CountLinkList
      id="to-act-on-title"
      title={t('dashboard.toActOn')}
      rows={[
        {
          label: t('dashboard.toConfirm'),
          value: count(orders.to_confirm),
          to: COCKPIT_LINKS.toConfirm,
          urgent: orders.to_confirm > 0,
        },
        {
          label: t('dashboard.toShip'),
          value: count(orders.to_ship),
          to: COCKPIT_LINKS.toShip,
          urgent: orders.to_ship > 0,
        },
        {
          label: t('dashboard.awaitingPayment'),
          value: count(orders.awaiting_payment),
          to: COCKPIT_LINKS.awaitingPayment,
        },
        {
          label: t('dashboard.paymentOverdue', { minutes: orders.payment_wait_minutes }),
          value: count(orders.payment_overdue),
          to: COCKPIT_LINKS.paymentOverdue,
          urgent: orders.payment_overdue > 0,
        },
        {
          label: t('dashboard.unreadMessages'),
          value: count(data.unread_messages),
          to: COCKPIT_LINKS.unreadMessages,
          urgent: data.unread_messages > 0,
        },
        {
          label: t('dashboard.pendingReviews'),
          value: count(data.pending_reviews),
          to: COCKPIT_LINKS.pendingReviews,
        },
      ]}
    />
  );
}

/**
 * Cash on delivery on its way to the shop, one row per stage. The cash-drivers work adds stages (handed over
 * by driver) as rows here and as entries of the response's `cash`.
 */
export function CashPanel({ data }: { data: AdminDashboardResponse }) {
  const { t, language } = useI18n();
  const row = (label: string, money: { orders: number; amount: number }, to?: string) => ({
    label,
    value: formatMoney(money.amount, language),
    detail: t('dashboard.ordersSummary', { count: money.orders }),
    ...(to ? { to } : {}),
  });
  return (
    <CountLinkList
      id="cash-title"
      title={t('dashboard.cash')}
      rows={[
        row(t('dashboard.cashReceivedToday'), data.cash.received_today),
        row(t('dashboard.cashToCollect'), data.cash.to_collect, COCKPIT_LINKS.cashToCollect),
        {
          ...row(t('dashboard.cashNotRecorded'), data.cash.not_recorded, COCKPIT_LINKS.cashNotRecorded),
          urgent: data.cash.not_recorded.orders > 0,
        },
      ]}
    />
  );
}
