import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatDate,
  formatMoney,
  type AdminOrderDetail,
} from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { DetailList, OrderSection } from './order-section';

/** How the order is paid, and the gateway's latest word on it (card orders). */
export function PaymentSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const transaction = order.transaction;
  const paymentStatus = order.payment_status
    ? PAYMENT_STATUS_LABELS[order.payment_status][language]
    : order.payment_method === 'cash'
      ? t('orderPage.payment.onDelivery')
      : t('orderPage.payment.unknown');
  return (
    <OrderSection id="order-payment" title={t('orderPage.payment.title')}>
      <DetailList
        rows={[
          {
            label: t('orderPage.payment.method'),
            value: PAYMENT_METHOD_LABELS[order.payment_method][language],
          },
          { label: t('orderPage.payment.status'), value: paymentStatus },
        ]}
      />
      <h3 className="mt-4 mb-2 text-sm font-bold text-zinc-800">{t('orderPage.payment.transaction')}</h3>
      {transaction ? (
        <DetailList
          rows={[
            {
              label: t('orderPage.payment.transactionId'),
              value: transaction.transaction_id ? (
                <bdi dir="ltr" className="font-mono text-xs break-all">
                  {transaction.transaction_id}
                </bdi>
              ) : (
                t('orderPage.payment.unknown')
              ),
            },
            {
              label: t('orderPage.payment.transactionStatus'),
              value: t(`orderPage.transaction.${transaction.status}`),
            },
            {
              label: t('orderPage.payment.cardType'),
              value: transaction.card_type ?? t('orderPage.payment.unknown'),
            },
            { label: t('orderPage.payment.amount'), value: formatMoney(transaction.amount, language) },
            { label: t('orderPage.payment.at'), value: formatDate(transaction.created_at, language) },
          ]}
        />
      ) : (
        <p className="text-sm text-zinc-600">{t('orderPage.payment.noTransaction')}</p>
      )}
    </OrderSection>
  );
}
