import {
  cityLabel,
  deliveryWindow,
  formatDeliveryWindow,
  formatMoney,
  type StoreVerifyOrderResponse,
} from '@matjar/core';
import { MapPin, Truck } from '../../ui/icons.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { NameText } from '../../ui/isolated-text.js';

type VerifiedOrder = StoreVerifyOrderResponse['order'];

const card = 'w-full rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200';

/**
 * What was bought and where it goes, on the confirmation: the lines, the delivery address
 * and the expected delivery window (core's DELIVERY_DAYS; the city decides which). Shown only when
 * verify-order gave them, i.e. to the browser that placed the order or its signed-in owner.
 */
export function OrderContents({ order }: { order: Pick<VerifiedOrder, 'items' | 'delivery'> }) {
  const { locale } = useShellData();
  const t = useT();
  const english = locale === 'en';
  const { delivery } = order;
  // The promise the order was placed with (its zone's, decision 032); older orders: the rule of their time.
  const window =
    delivery &&
    (delivery.daysMin != null && delivery.daysMax != null
      ? { min: delivery.daysMin, max: delivery.daysMax }
      : deliveryWindow(delivery.city));
  return (
    <>
      {order.items.length > 0 && (
        <section aria-labelledby="order-items-title" className={card}>
          <h2 id="order-items-title" className="mb-2 font-extrabold text-slate-900">
            {t('checkout.success.items')}
          </h2>
          <ul className="divide-y divide-slate-100">
            {order.items.map((item, index) => {
              const variant = (english ? item.variantNameEn : null) ?? item.variantName;
              return (
                <li key={index} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="font-bold text-slate-900">
                      <NameText name={(english ? item.productNameEn : null) ?? item.productName} />
                    </p>
                    <p className="text-sm text-slate-600">
                      {[variant, t('checkout.success.quantity', { count: item.quantity })]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <p className="shrink-0 font-bold text-slate-900">{formatMoney(item.totalPrice, locale)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {delivery && window && (
        <section aria-labelledby="order-delivery-title" className={`${card} flex flex-col gap-4`}>
          <h2 id="order-delivery-title" className="sr-only">
            {t('checkout.success.deliverTo')}
          </h2>
          <div className="flex items-start gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="text-sm text-slate-600">{t('checkout.success.deliverTo')}</p>
              <p className="font-bold text-slate-900">{delivery.address}</p>
              <p className="text-slate-700">
                {cityLabel(delivery.city, locale)}
                {english ? ', ' : '، '}
                {t('checkout.countryQatar')}
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <Truck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              {/* The day and time window booked (decision 034) is the promise; else the working days. */}
              {delivery.window ? (
                <>
                  <p className="text-sm text-slate-600">{t('checkout.window.booked')}</p>
                  <p className="font-bold text-slate-900">{formatDeliveryWindow(delivery.window, locale)}</p>
                </>
              ) : (
                <>
                  <p className="text-sm text-slate-600">{t('checkout.success.deliveryWindow')}</p>
                  <p className="font-bold text-slate-900">
                    {t('checkout.success.deliveryDays', { min: window.min, max: window.max })}
                  </p>
                </>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
