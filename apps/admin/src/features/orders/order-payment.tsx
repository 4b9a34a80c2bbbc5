import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminOrderSummary,
} from '@matjar/core';
import { Banknote, CreditCard } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';

const STATUS_TONE = {
  completed: 'text-emerald-800',
  pending: 'text-amber-800',
  failed: 'text-red-700',
  cancelled: 'text-zinc-600',
} as const;

type PaymentFacts = Pick<
  AdminOrderSummary,
  'payment_method' | 'payment_status' | 'status' | 'cash_received_at'
>;

/**
 * How the order is paid and where the payment stands: the gateway's status for cards; for cash, whether the
 * courier's money has been marked received once delivered (the cash-on-delivery workflow). `compact` names
 * the method in one word for table columns (the full name stays for screen readers and as a tooltip).
 */
export function OrderPayment({ order, compact = false }: { order: PaymentFacts; compact?: boolean }) {
  const { t, language } = useI18n();
  const method = PAYMENT_METHOD_LABELS[order.payment_method][language];
  const Icon = order.payment_method === 'cash' ? Banknote : CreditCard;
  const cashState =
    order.payment_method === 'cash' && order.status === 'delivered'
      ? order.cash_received_at
        ? { text: PAYMENT_STATE_LABELS.collected[language], tone: 'text-emerald-800' }
        : { text: t('orders.awaitingCash'), tone: 'text-amber-800' }
      : null;
  const state =
    cashState ??
    (order.payment_status
      ? {
          text: PAYMENT_STATUS_LABELS[order.payment_status][language],
          tone: STATUS_TONE[order.payment_status],
        }
      : null);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-zinc-700">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
      {compact ? (
        <span title={method}>
          <span aria-hidden="true">{t(`orders.payment.${order.payment_method}`)}</span>
          <span className="sr-only">{method}</span>
        </span>
      ) : (
        <span>{method}</span>
      )}
      {state && <span className={`font-medium ${state.tone}`}>· {state.text}</span>}
    </span>
  );
}
