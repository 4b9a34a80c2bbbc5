import {
  errorMessage,
  formatMoney,
  formatNumber,
  formatSignedMoney,
  quoteChargesOf,
  type StoreCartQuoteResponse,
} from '@matjar/core';
import type { ReactNode } from 'react';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ProductImage } from '../../ui/product-image.js';
import { NameText } from '../../ui/isolated-text.js';
import { FreeDeliveryHint } from '../../ui/free-delivery-hint.js';
import { ChargeList } from '../../ui/charge-list.js';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'mt-1 border-t border-slate-200 pt-3 text-lg font-extrabold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/** The lines and totals exactly as the server priced them; `children` is the submit area under the total. */
export function OrderSummary({
  quote,
  cityChosen = false,
  giftCard = null,
  children,
}: {
  quote: StoreCartQuoteResponse;
  /** The promise is said once the city is known: before, the quote is the catch-all zone's (decision 032). */
  cityChosen?: boolean;
  /** What the shop gift card applied at checkout pays, and its masked code (decision 046). */
  giftCard?: { paying: number; masked: string } | null;
  children?: ReactNode;
}) {
  const { locale } = useShellData();
  const t = useT();
  const { delivery } = quote;
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="checkout-summary" className="text-lg font-extrabold text-slate-900">
        {t('checkout.summary')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {quote.lines.map((line) => (
          <li key={`${line.product_id}-${line.variant_id ?? 0}`} className="flex gap-3 py-3">
            <ProductImage
              src={line.image}
              alt=""
              sizes="56px"
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg object-contain ring-1 ring-slate-100"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-bold text-slate-900">
                <NameText name={line.name[locale] || line.name.ar} />
              </p>
              {line.variantName && (
                <p className="text-slate-500">
                  <bdi>{line.variantName[locale]}</bdi>
                </p>
              )}
              <p className="text-slate-500">
                {t('checkout.quantity', { count: formatNumber(line.quantity, locale) })}
              </p>
              {line.problem && (
                <p className="mt-1 font-semibold text-red-700">
                  {line.problem === 'STOCK_LIMIT'
                    ? t('checkout.lineProblem', { count: formatNumber(line.available, locale) })
                    : t('checkout.lineUnavailable')}
                </p>
              )}
            </div>
            <p className="shrink-0 text-sm font-bold text-slate-900 tabular-nums">
              {formatMoney(line.lineTotal, locale)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-200 pt-4">
        {/* The delivery line says "not delivered here" only once the city is known (before: the catch-all's). */}
        <ChargeList
          charges={quoteChargesOf({
            ...quote,
            couponCode: quote.coupon?.code ?? null,
            delivered: cityChosen ? delivery?.delivered : true,
          })}
        />
      </div>
      {giftCard && giftCard.paying > 0 && (
        <dl className="mt-2 flex flex-col gap-2 text-sm" data-keep-clear>
          <>
            <Row
              label={`${t('checkout.giftCard.row')} \u2066${giftCard.masked}\u2069`}
              value={formatSignedMoney(-giftCard.paying, locale)}
            />
            <Row
              label={t('checkout.giftCard.due')}
              value={formatMoney(Math.max(0, quote.total - giftCard.paying), locale)}
              strong
            />
          </>
        </dl>
      )}
      {delivery && cityChosen && !delivery.delivered && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {errorMessage('DELIVERY_NOT_AVAILABLE', locale)}
        </p>
      )}
      {delivery?.delivered && (
        <div className="mt-3 flex flex-col gap-2">
          {cityChosen && delivery.daysMin !== null && delivery.daysMax !== null && (
            <p className="text-sm text-slate-700">
              {t('checkout.success.deliveryWindow')}:{' '}
              <span className="font-bold">
                {t('checkout.success.deliveryDays', { min: delivery.daysMin, max: delivery.daysMax })}
              </span>
            </p>
          )}
          <FreeDeliveryHint freeAbove={delivery.freeAbove} amountLeft={delivery.amountToFreeDelivery} />
        </div>
      )}
      {children}
    </section>
  );
}
