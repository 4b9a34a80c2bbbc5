import { formatDate, formatMoney, formatNumber, stripBidiControls, type AdminCustomer } from '@matjar/core';
import { Link } from 'react-router';
import type { Language, Translate } from '../../i18n/translate';
import { contactLinks } from '../../lib/contact-links';
import type { DataTableColumn } from '../../ui/data-table';
import { CustomerKindBadge } from '../../ui/customer-kind-badge';
import { CustomerStatusBadge } from './customer-status-badge';
import { ShopperText } from '../../ui/shopper-text';

/** The full name, for a heading or a label too: without bidi controls stored before the server refused them. */
export const customerName = (customer: { first_name: string; last_name: string }) =>
  stripBidiControls(`${customer.first_name} ${customer.last_name}`).trim();

/** The customers list's columns: the name opens the customer page. */
export function customerColumns(t: Translate, language: Language): DataTableColumn<AdminCustomer>[] {
  return [
    {
      key: 'name',
      header: t('customers.column.name'),
      cell: (customer) => (
        <Link
          to={`/customers/${customer.id}`}
          aria-label={t('customers.open', { name: customerName(customer) })}
          className="rounded font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ShopperText text={customerName(customer)} />
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('customers.column.kind'),
      cell: (customer) => <CustomerKindBadge kind={customer.kind} />,
    },
    {
      key: 'email',
      header: t('customers.column.email'),
      className: 'break-all text-zinc-700',
      cell: (customer) => <bdi dir="ltr">{customer.email}</bdi>,
    },
    {
      key: 'phone',
      header: t('customers.column.phone'),
      className: 'text-zinc-700',
      cell: (customer) => (
        // One spelling however the customer typed it (+974 5555 1234), as on the customer page.
        <bdi dir="ltr" className="tabular-nums whitespace-nowrap">
          {contactLinks(customer.phone)?.display ?? customer.phone}
        </bdi>
      ),
    },
    {
      key: 'status',
      header: t('customers.column.status'),
      cell: (customer) => <CustomerStatusBadge active={customer.is_active} />,
    },
    {
      key: 'orders',
      header: t('customers.column.orders'),
      phoneLabel: true,
      className: 'tabular-nums text-zinc-700',
      cell: (customer) => formatNumber(customer.order_count, language),
    },
    {
      key: 'spent',
      header: t('customers.column.spent'),
      phoneLabel: true,
      className: 'tabular-nums whitespace-nowrap text-zinc-900',
      cell: (customer) => formatMoney(customer.total_spent, language),
    },
    {
      key: 'lastOrder',
      header: t('customers.column.lastOrder'),
      phoneLabel: true,
      className: 'text-zinc-600 whitespace-nowrap',
      cell: (customer) =>
        customer.last_order_at ? formatDate(customer.last_order_at, language) : t('customers.stats.noOrders'),
    },
    {
      key: 'joined',
      header: t('customers.column.joined'),
      phoneLabel: true,
      className: 'text-zinc-600 whitespace-nowrap',
      cell: (customer) => formatDate(customer.created_at, language),
    },
  ];
}
