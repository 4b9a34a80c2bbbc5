import {
  CUSTOMER_ORDERS_SHOWN,
  formatDate,
  formatMoney,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminCustomerOrder,
  formatOrderNumber,
  isolate,
} from '@matjar/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { CustomerSection } from './customer-section';

/** The customer's orders, newest first, each number opening the order page. */
export function CustomerOrdersTable({
  orders,
  orderCount,
  name,
}: {
  orders: readonly AdminCustomerOrder[];
  orderCount: number;
  name: string;
}) {
  const { t, language } = useI18n();
  const columns: DataTableColumn<AdminCustomerOrder>[] = [
    {
      key: 'number',
      header: t('customers.orders.number'),
      cell: (order) => (
        <Link
          to={`/orders/${order.id}`}
          aria-label={t('customers.orders.open', { number: formatOrderNumber(order.short_number) })}
          dir="ltr"
          className="rounded font-mono font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {formatOrderNumber(order.short_number)}
        </Link>
      ),
    },
    {
      key: 'date',
      header: t('customers.orders.date'),
      phoneLabel: true,
      className: 'whitespace-nowrap text-zinc-700',
      cell: (order) => formatDate(order.created_at, language),
    },
    {
      key: 'status',
      header: t('customers.orders.status'),
      phoneLabel: true,
      cell: (order) => ORDER_STATUS_LABELS[order.status][language],
    },
    {
      key: 'payment',
      header: t('customers.orders.payment'),
      phoneLabel: true,
      className: 'text-zinc-700',
      cell: (order) =>
        order.payment_status
          ? `${PAYMENT_METHOD_LABELS[order.payment_method][language]} · ${PAYMENT_STATUS_LABELS[order.payment_status][language]}`
          : PAYMENT_METHOD_LABELS[order.payment_method][language],
    },
    {
      key: 'total',
      header: t('customers.orders.total'),
      phoneLabel: true,
      className: 'tabular-nums whitespace-nowrap font-semibold text-zinc-900',
      cell: (order) => formatMoney(order.total_amount, language),
    },
  ];
  return (
    <CustomerSection id="customer-orders" title={t('customers.orders.title')}>
      {orderCount > orders.length && (
        <p className="mb-3 text-sm text-zinc-600">
          {t('customers.orders.latestOnly', { count: CUSTOMER_ORDERS_SHOWN })}
        </p>
      )}
      <DataTable
        label={t('customers.orders.label', { name: isolate(name) })}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        errorTitle={t('customers.loadFailed')}
        empty={{ title: t('customers.orders.empty') }}
      />
    </CustomerSection>
  );
}
