import {
  amountToFreeDelivery,
  DEFAULT_DELIVERY_ZONES,
  deliveryZoneFor,
  formatMoney,
  formatSignedMoney,
  type StoreDeliveryQuote,
} from '@matjar/core';
import { ArrowRight } from '../../ui/icons.js';
import { FreeDeliveryHint } from '../../ui/free-delivery-hint.js';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { buttonClasses } from '../../ui/button.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import type { CartTotals } from './cart-totals.js';

interface CartSummaryProps {
  totals: CartTotals;
  /** False while only the local preview is shown. */
  confirmed: boolean;
  /** The server could not be asked: the preview is said to be an estimate, with a way to ask again. */
  unreachable: boolean;
  onRetry: () => void;
  hasPhysicalItems: boolean;
  /** Lines the server cannot serve as they are: payment waits until they are fixed. */
  blocked: boolean;
  /** The server's word on delivery (the catch-all zone: the cart knows no address yet); null until it answers. */
  delivery: StoreDeliveryQuote | null;
}

/** Subtotal, coupon discount, delivery and total, then the way to payment (storefront §2 Cart page). */
export function CartSummary({
  totals,
  confirmed,
  unreachable,
  onRetry,
  hasPhysicalItems,
  blocked,
  delivery,
}: CartSummaryProps) {
  const { locale } = useShellData();
  const t = useT();
  const money = (amount: number) => formatMoney(amount, locale);
  const afterDiscount = totals.subtotal - totals.discount;
  const row = 'flex items-baseline justify-between gap-3';
  // Until the server answers: the default zones' rule, as the local preview prices it.
  const previewZone = deliveryZoneFor(DEFAULT_DELIVERY_ZONES);
  return (
    <div className="space-y-4">
      {/* data-keep-clear: on a phone the floating WhatsApp button moves aside rather than cover an amount. */}
      <dl className="space-y-2 text-sm" aria-busy={!confirmed && !unreachable} data-keep-clear>
        <div className={row}>
          <dt className="text-slate-600">{t('cart.summary.subtotal')}</dt>
          <dd className="font-bold text-slate-900">{money(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && totals.couponCode && (
          <div className={`${row} text-emerald-700`}>
            <dt>{t('cart.summary.discount', { code: totals.couponCode })}</dt>
            {/* Core's one signed formatter: the minus sits where checkout and account put it too. */}
            <dd className="font-bold">{formatSignedMoney(-totals.discount, locale)}</dd>
          </div>
        )}
        {hasPhysicalItems && (
          <div className={row}>
            <dt className="text-slate-600">{t('cart.summary.shipping')}</dt>
            <dd className="font-bold text-slate-900">
              {totals.shippingFee === 0 ? t('cart.summary.shippingFree') : money(totals.shippingFee)}
            </dd>
          </div>
        )}
        {totals.shippingDiscount > 0 && totals.couponCode && (
          <div className={`${row} text-emerald-700`}>
            <dt>{t('cart.summary.shippingDiscount', { code: totals.couponCode })}</dt>
            <dd className="font-bold">{formatSignedMoney(-totals.shippingDiscount, locale)}</dd>
          </div>
        )}
        <div className={`${row} border-t border-slate-200 pt-3 text-base`}>
          <dt className="font-extrabold text-slate-900">{t('cart.summary.total')}</dt>
          <dd className="text-xl font-extrabold text-brand-700">{money(totals.total)}</dd>
        </div>
      </dl>
      {hasPhysicalItems && (
        <FreeDeliveryHint
          freeAbove={delivery ? delivery.freeAbove : (previewZone?.free_above ?? null)}
          amountLeft={
            delivery ? delivery.amountToFreeDelivery : amountToFreeDelivery(previewZone, afterDiscount)
          }
        />
      )}
      {!confirmed && !unreachable && <p className="text-xs text-slate-500">{t('cart.summary.preview')}</p>}
      {unreachable && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-800"
        >
          <span>{t('cart.summary.unreachable')}</span>
          <button
            type="button"
            onClick={onRetry}
            className="shrink-0 rounded-lg bg-white px-3 py-1 text-sm font-bold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100"
          >
            {t('cart.summary.retry')}
          </button>
        </div>
      )}
      {blocked && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('cart.problems')}
        </p>
      )}
      {blocked ? (
        <span aria-disabled="true" className={`${buttonClasses('primary', 'xl')} w-full`}>
          {t('cart.checkout')}
        </span>
      ) : (
        <ButtonLink
          to={localizePath('/checkout/payment', locale)}
          data-keep-clear
          size="xl"
          className="w-full"
        >
          {t('cart.checkout')}
          <ArrowRight className="size-5 rtl:rotate-180" aria-hidden />
        </ButtonLink>
      )}
      <Link
        to={localizePath('/products', locale)}
        className="block text-center text-sm font-bold text-brand-700 hover:underline"
      >
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
