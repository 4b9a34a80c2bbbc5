import {
  amountToFreeDelivery,
  DEFAULT_DELIVERY_ZONES,
  deliveryZoneFor,
  quoteChargesOf,
  type StoreDeliveryQuote,
} from '@matjar/core';
import { ArrowRight } from '../../ui/icons.js';
import { FreeDeliveryHint } from '../../ui/free-delivery-hint.js';
import { ChargeList } from '../../ui/charge-list.js';
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
  const afterDiscount = totals.subtotal - totals.discount;
  // Until the server answers: the default zones' rule, as the local preview prices it.
  const previewZone = deliveryZoneFor(DEFAULT_DELIVERY_ZONES);
  return (
    <div className="space-y-4">
      <ChargeList
        busy={!confirmed && !unreachable}
        charges={quoteChargesOf({
          ...totals,
          hasPhysicalItems,
          delivered: delivery ? delivery.delivered : (previewZone?.delivered ?? false),
        })}
      />
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
