import { formatDate, type AdminCustomer, type AdminCustomerListResponse } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { QueryLike } from '../../ui/query-state';
import { ActiveBadge } from './active-badge';
import { CUSTOMERS_PAGE_SIZE } from './api/customers';

interface CustomersTableProps {
  query: QueryLike<AdminCustomerListResponse>;
  page: number;
  onPageChange: (page: number) => void;
}

/** Read-only list of shop customers, newest first (back-office §7), a server page at a time. */
export function CustomersTable({ query, page, onPageChange }: CustomersTableProps) {
  const { t, language } = useI18n();
  const columns: DataTableColumn<AdminCustomer>[] = [
    {
      key: 'name',
      header: t('users.column.name'),
      className: 'font-semibold text-zinc-900',
      cell: (customer) => `${customer.first_name} ${customer.last_name}`.trim(),
    },
    {
      key: 'email',
      header: t('users.field.email'),
      className: 'break-all text-zinc-700',
      cell: (customer) => <bdi dir="ltr">{customer.email}</bdi>,
    },
    {
      key: 'phone',
      header: t('users.column.phone'),
      className: 'text-zinc-700',
      cell: (customer) => <bdi dir="ltr">{customer.phone}</bdi>,
    },
    {
      key: 'status',
      header: t('users.column.status'),
      cell: (customer) => <ActiveBadge active={customer.is_active} />,
    },
    {
      key: 'joined',
      header: t('users.column.joined'),
      phoneLabel: true,
      className: 'text-zinc-600',
      cell: (customer) => formatDate(customer.created_at, language),
    },
  ];
  return (
    <DataTable
      label={t('users.tab.customers')}
      columns={columns}
      query={{ ...query, data: query.data?.customers }}
      rowKey={(customer) => customer.id}
      errorTitle={t('users.loadFailed')}
      empty={{ title: t('users.noCustomers') }}
      pagination={{
        page,
        pageSize: CUSTOMERS_PAGE_SIZE,
        total: query.data?.total ?? null,
        onPageChange,
      }}
    />
  );
}
