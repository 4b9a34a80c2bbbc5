import {
  formatMoney,
  formatNumber,
  isPlacedOrder,
  SERIAL_EDITABLE_STATUSES,
  serialsMissing,
  type AdminOrderDetail,
  type AdminOrderItem,
  formatOrderNumber,
} from '@matjar/core';
import { ScanBarcode } from 'lucide-react';
import { useI18n } from '../../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { useCan } from '../../../lib/session/use-can';
import { NameText } from '../../../ui/name-text';
import { GiftCardCodes } from './gift-card-codes';
import { lineName, totalRows, type TotalRow } from './order-lines';
import { OrderSection } from './order-section';
import { SerialNumbers } from './serial-numbers';
import type { Translate } from '../../../i18n/translate';

function totalLabel(row: TotalRow, t: Translate): string {
  switch (row.kind) {
    case 'subtotal':
      return t('orderPage.totals.subtotal');
    case 'discount':
      return row.couponCode
        ? t('orderPage.totals.coupon', { code: row.couponCode })
        : t('orderPage.totals.discount');
    case 'delivery':
      return t('orderPage.totals.delivery');
    case 'delivery_discount':
      return row.couponCode
        ? t('orderPage.totals.deliveryCoupon', { code: row.couponCode })
        : t('orderPage.totals.deliveryDiscount');
    case 'exchange':
      return t('orderPage.totals.exchange');
    case 'total':
      return t('orderPage.totals.total');
    case 'gift_card':
      return t('orderPage.payment.giftCard');
    case 'due':
      return t('orderPage.payment.due');
  }
}

/** The order's lines in the staff member's language, the gift-card codes under their line, and the sums. */
export function OrderItemsSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const money = (dirhams: number) => formatMoney(dirhams, language);
  const can = useCan();
  // Serials are recorded while the order is packed: placed, not yet out, not archived (decision 049).
  const packing =
    SERIAL_EDITABLE_STATUSES.includes(order.status) && isPlacedOrder(order) && order.archived === null;
  const missing = serialsMissing(order.items);

  const columns: DataTableColumn<AdminOrderItem>[] = [
    {
      key: 'product',
      header: t('orderPage.items.product'),
      cell: (item) => {
        const name = lineName(item, language);
        return (
          <span className="flex flex-col">
            <span className="font-semibold text-zinc-900">
              <NameText name={name.product} />
            </span>
            {name.variant && (
              <span className="text-zinc-700">
                <NameText name={name.variant} />
              </span>
            )}
            {item.is_gift_card && (
              <span className="text-xs text-brand-700">{t('orderPage.items.giftCard')}</span>
            )}
            {item.product_id === null && (
              <span className="text-xs text-zinc-600">{t('orderPage.items.removed')}</span>
            )}
          </span>
        );
      },
    },
    {
      key: 'quantity',
      header: t('orderPage.items.quantity'),
      phoneLabel: true,
      className: 'tabular-nums md:text-center',
      cell: (item) => formatNumber(item.quantity, language),
    },
    {
      key: 'unit',
      header: t('orderPage.items.unitPrice'),
      phoneLabel: true,
      className: 'tabular-nums md:whitespace-nowrap',
      cell: (item) => money(item.unit_price),
    },
    {
      key: 'total',
      header: t('orderPage.items.lineTotal'),
      phoneLabel: true,
      className: 'font-semibold tabular-nums md:whitespace-nowrap md:text-end',
      cell: (item) => money(item.total_price),
    },
  ];

  return (
    <OrderSection id="order-items" title={t('orderPage.items.title')}>
      {packing && missing > 0 && (
        <p className="mb-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <ScanBarcode aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('serials.missingNotice', { missing })}</span>
        </p>
      )}
      <DataTable
        label={t('orderPage.items.tableLabel', { number: formatOrderNumber(order.short_number) })}
        columns={columns}
        rows={order.items}
        rowKey={(item) => item.id}
        errorTitle={t('orderPage.loadFailed')}
        empty={{ title: t('orderPage.items.title') }}
        expansion={(item) =>
          item.is_gift_card ? (
            <GiftCardCodes
              orderId={order.id}
              orderNumber={formatOrderNumber(order.short_number)}
              cards={item.gift_cards}
            />
          ) : item.serialized || item.serials.length > 0 ? (
            <SerialNumbers orderId={order.id} item={item} editable={packing && can('orders.manage')} />
          ) : null
        }
        phoneSort={false}
      />
      <h3 className="sr-only">{t('orderPage.totals.label')}</h3>
      <dl className="ms-auto mt-4 max-w-sm space-y-1.5 text-sm">
        {totalRows(order).map((row) => (
          <div
            key={row.kind}
            className={`flex justify-between gap-4 ${
              row.kind === 'total' ? 'border-t border-zinc-200 pt-2 text-base font-bold text-zinc-900' : ''
            }`}
          >
            <dt className={row.kind === 'total' ? '' : 'text-zinc-600'}>{totalLabel(row, t)}</dt>
            <dd className="tabular-nums">{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </OrderSection>
  );
}
