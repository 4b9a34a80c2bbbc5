import {
  cityLabel,
  deliveryFailureText,
  formatDate,
  formatDeliveryWindow,
  formatMoney,
  formatNumber,
  paymentHold,
  type AdminOrderSummary,
  formatOrderNumber,
} from '@matjar/core';
import { CalendarClock, Gift, MapPin, Package, TriangleAlert, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { useCan } from '../../lib/session/use-can';
import { CashDifferenceFlag } from './cash-difference-flag';
import { DriverPicker, driverAssignable } from './driver-picker';
import { AwaitingPaymentBadge } from './awaiting-payment-badge';
import { NEW_ORDER_CARD, NewOrderBadge } from './new-order-badge';
import { formatTimeAgo } from './order-time';
import { OrderPayment } from './order-payment';
import { StatusMoveButtons } from './status-move-buttons';
import { ShopperText } from '../../ui/shopper-text';

/**
 * One active order on the board: who, what, how much, how paid, where to, and the moves it allows (a card
 * order awaiting payment is marked so, with how long it has waited, and offers only cancelling);
 * highlighted while it is new to the staff member (`isNew`).
 */
export function OrderCard({
  order,
  now,
  isNew = false,
}: {
  order: AdminOrderSummary;
  now: number;
  isNew?: boolean;
}) {
  const { t, language } = useI18n();
  const n = (value: number) => formatNumber(value, language);
  const canAssign = useCan()('orders.manage') && driverAssignable(order);
  return (
    <article
      data-order-card={order.id}
      aria-label={t('orders.card', {
        name: order.customer_name,
        number: formatOrderNumber(order.short_number),
      })}
      className={`rounded-xl border p-4 shadow-xs ${isNew ? NEW_ORDER_CARD : 'border-zinc-200 bg-white'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="truncate font-semibold text-zinc-900">
              <ShopperText text={order.customer_name} />
            </h3>
            {isNew && <NewOrderBadge />}
          </div>
          {paymentHold(order) === 'awaiting_payment' && (
            <div className="mt-1">
              <AwaitingPaymentBadge since={order.created_at} now={now} />
            </div>
          )}
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-zinc-600">
            <Link
              to={`/orders/${order.id}`}
              aria-label={t('orders.open', { number: formatOrderNumber(order.short_number) })}
              dir="ltr"
              className="rounded font-mono text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {formatOrderNumber(order.short_number)}
            </Link>
            <time dateTime={order.created_at} title={formatDate(order.created_at, language)}>
              {formatTimeAgo(order.created_at, now, language)}
            </time>
          </p>
        </div>
        <p className="shrink-0 text-end font-bold text-zinc-900 tabular-nums">
          {formatMoney(order.total_amount, language)}
        </p>
      </div>
      <div className="mt-3 space-y-1.5 text-sm">
        <OrderPayment order={order} />
        <CashDifferenceFlag order={order} />
        {order.delivery_window && (
          <p className="inline-flex items-center gap-1.5 font-medium text-zinc-800">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            <span>{formatDeliveryWindow(order.delivery_window, language)}</span>
          </p>
        )}
        {order.delivery_failed && (
          <p className="flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {deliveryFailureText(order.delivery_failed.reason, language)}
          </p>
        )}
        {order.driver && !canAssign && (
          <p className="inline-flex items-center gap-1.5 text-zinc-700">
            <Truck aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            <bdi>{t('orders.driver', { name: order.driver.name })}</bdi>
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1.5 text-zinc-700">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            <bdi>{order.shipping_city ? cityLabel(order.shipping_city, language) : t('orders.noCity')}</bdi>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Package aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            {t('orders.items', { count: n(order.item_count) })}
          </span>
          {order.is_gift_card_order && (
            <span className="inline-flex items-center gap-1.5 text-fuchsia-800">
              <Gift aria-hidden="true" className="size-4 shrink-0" />
              {t('orders.giftCard')}
            </span>
          )}
        </p>
      </div>
      {canAssign && (
        <div className="mt-3 flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
          <DriverPicker order={order} id={`driver-of-${order.id}`} />
        </div>
      )}
      <div className="mt-3 border-t border-zinc-100 pt-3">
        <StatusMoveButtons order={order} />
      </div>
    </article>
  );
}
