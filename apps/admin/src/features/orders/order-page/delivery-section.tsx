import type { AdminOrderDetail } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { DetailList, OrderSection } from './order-section';

/**
 * Where the order goes, as the customer typed it (either language, so each value reads in its own). The
 * country is left out: the shop delivers in Qatar only.
 */
export function DeliverySection({ order }: { order: AdminOrderDetail }) {
  const { t } = useI18n();
  const missing = <span className="font-normal text-zinc-600">{t('orderPage.delivery.missing')}</span>;
  const text = (value: string | null) => (value?.trim() ? <span dir="auto">{value}</span> : missing);
  return (
    <OrderSection id="order-delivery" title={t('orderPage.delivery.title')}>
      {order.is_gift_card_order && !order.shipping_address?.trim() ? (
        <p className="text-sm text-zinc-700">{t('orderPage.delivery.none')}</p>
      ) : (
        <DetailList
          rows={[
            { label: t('orderPage.delivery.city'), value: text(order.shipping_city) },
            { label: t('orderPage.delivery.address'), value: text(order.shipping_address) },
            ...(order.shipping_notes?.trim()
              ? [
                  {
                    label: t('orderPage.delivery.notes'),
                    value: (
                      <span dir="auto" className="whitespace-pre-line">
                        {order.shipping_notes}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </OrderSection>
  );
}
