import {
  cityLabel,
  deliveryFailureText,
  formatDate,
  formatDeliveryWindow,
  type AdminOrderDetail,
} from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { DetailList, OrderSection } from './order-section';
import { ShopperText } from '../../../ui/shopper-text';

/**
 * Where the order goes, as the customer typed it (either language, so each value reads in its own). The
 * country is left out: the shop delivers in Qatar only. A role that does not handle orders sees the city
 * only (contact_masked): the server withholds the address and notes.
 */
export function DeliverySection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const missing = <span className="font-normal text-zinc-600">{t('orderPage.delivery.missing')}</span>;
  // Masked, the address is withheld but the city stays: a gift-card order without one has nothing to deliver.
  const where = order.contact_masked ? order.shipping_city : order.shipping_address;
  const nothingToDeliver = order.is_gift_card_order && !where?.trim();
  const text = (value: string | null) => (value?.trim() ? <span dir="auto">{value}</span> : missing);
  return (
    <OrderSection id="order-delivery" title={t('orderPage.delivery.title')}>
      {nothingToDeliver ? (
        <p className="text-sm text-zinc-700">{t('orderPage.delivery.none')}</p>
      ) : (
        <DetailList
          rows={[
            {
              label: t('orderPage.delivery.city'),
              value: text(order.shipping_city && cityLabel(order.shipping_city, language)),
            },
            {
              label: t('orderPage.delivery.address'),
              value: order.contact_masked ? (
                <span className="font-normal text-zinc-600">{t('orderPage.delivery.hidden')}</span>
              ) : (
                text(order.shipping_address)
              ),
            },
            // The day and time window the customer booked (decision 034).
            ...(order.delivery_window
              ? [
                  {
                    label: t('orderPage.delivery.window'),
                    value: <span>{formatDeliveryWindow(order.delivery_window, language)}</span>,
                  },
                ]
              : []),
            // A driver could not deliver it and it came back to the shop (decision 053).
            ...(order.delivery_failed
              ? [
                  {
                    label: t('orderPage.delivery.failed'),
                    value: (
                      <span className="text-amber-900">
                        {deliveryFailureText(order.delivery_failed.reason, language)} ·{' '}
                        {formatDate(order.delivery_failed.at, language)}
                      </span>
                    ),
                  },
                ]
              : []),
            ...(order.shipping_notes?.trim()
              ? [
                  {
                    label: t('orderPage.delivery.notes'),
                    value: <ShopperText text={order.shipping_notes} className="whitespace-pre-line" />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </OrderSection>
  );
}
