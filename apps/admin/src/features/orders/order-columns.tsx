import { formatDate, formatMoney, type AdminOrderSummary, formatOrderNumber } from '@matjar/core';
import { Link } from 'react-router';
import type { Translate, Language } from '../../i18n/translate';
import type { DataTableColumn } from '../../ui/data-table';
import { NewOrderBadge } from './new-order-badge';
import { CashDifferenceFlag } from './cash-difference-flag';
import { MatchedSerials } from './matched-serials';
import { OrderPayment } from './order-payment';
import { ShopperText } from '../../ui/shopper-text';

/**
 * The columns both order tables share (history and all orders): number linking to the order page,
 * customer with phone, date in Doha time, total. Each screen adds its own status and action columns.
 * `isNew` marks the orders to highlight with the word "New" beside their number.
 */
export function orderColumns(
  t: Translate,
  language: Language,
  isNew: (order: AdminOrderSummary) => boolean = () => false,
): DataTableColumn<AdminOrderSummary>[] {
  return [
    {
      key: 'number',
      header: t('orders.column.number'),
      cell: (order) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Link
            to={`/orders/${order.id}`}
            aria-label={t('orders.open', { number: formatOrderNumber(order.short_number) })}
            dir="ltr"
            className="rounded font-mono font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {formatOrderNumber(order.short_number)}
          </Link>
          {isNew(order) && <NewOrderBadge />}
          <MatchedSerials order={order} />
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('orders.column.customer'),
      cell: (order) => (
        <span className="flex min-w-0 flex-col items-start">
          <ShopperText text={order.customer_name} className="font-medium text-zinc-900" />
          {order.customer_phone && (
            <bdi dir="ltr" className="text-xs text-zinc-600">
              {order.customer_phone}
            </bdi>
          )}
        </span>
      ),
    },
    {
      key: 'date',
      header: t('orders.column.date'),
      phoneLabel: true,
      className: 'md:whitespace-nowrap',
      cell: (order) => <time dateTime={order.created_at}>{formatDate(order.created_at, language)}</time>,
    },
    {
      key: 'total',
      header: t('orders.column.total'),
      phoneLabel: true,
      className: 'whitespace-nowrap',
      cell: (order) => (
        <span className="font-semibold tabular-nums text-zinc-900">
          {formatMoney(order.total_amount, language)}
        </span>
      ),
    },
    {
      key: 'payment',
      header: t('orders.column.payment'),
      className: 'text-sm',
      cell: (order) => (
        <span className="flex flex-col items-start gap-1">
          <OrderPayment order={order} compact />
          <CashDifferenceFlag order={order} />
        </span>
      ),
    },
  ];
}
