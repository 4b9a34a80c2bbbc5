import {
  formatMoney,
  formatNumber,
  type AdminOrderDetail,
  type AdminOrderItem,
  formatOrderNumber,
} from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { NameText } from '../../../ui/name-text';
import { GiftCardCodes } from './gift-card-codes';
import { lineName, totalRows, type TotalRow } from './order-lines';
import { OrderSection } from './order-section';
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
    case 'exchange':
      return t('orderPage.totals.exchange');
    case 'total':
      return t('orderPage.totals.total');
  }
}

/** The order's lines in the staff member's language, the gift-card codes under their line, and the sums. */
export function OrderItemsSection({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const money = (dirhams: number) => formatMoney(dirhams, language);

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
