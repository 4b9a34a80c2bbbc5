import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  formatDate,
  formatMoney,
  type AdminOrderDetail,
} from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { DetailList, OrderSection } from './order-section';
import { PaymentLinkButton } from './payment-link-button';
import { SwitchToCashButton } from './switch-to-cash';

/** How the order is paid, and the gateway's latest word on it (card orders). */
export function PaymentSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const transaction = order.transaction;
  // One wording per state: a cash order reads "to be paid on delivery" until its cash is
  // recorded, then "collected".
  const paymentStatus = PAYMENT_STATE_LABELS[order.payment_state][language];
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
              // The gateway's scheme name (VISA, MASTERCARD) is a name: marked so it reads left to right.
              value: transaction.card_type ? (
                <bdi dir="ltr">{transaction.card_type}</bdi>
              ) : (
                t('orderPage.payment.unknown')
              ),
            },
            { label: t('orderPage.payment.amount'), value: formatMoney(transaction.amount, language) },
            { label: t('orderPage.payment.at'), value: formatDate(transaction.created_at, language) },
          ]}
        />
      ) : (
        <p className="text-sm text-zinc-600">{t('orderPage.payment.noTransaction')}</p>
      )}
      <PaymentLinkButton order={order} />
      <SwitchToCashButton order={order} />
    </OrderSection>
  );
}
