import { formatDate, type AdminOrderSummary, formatOrderNumber } from '@matjar/core';
import { ArchiveRestore, PackageSearch, Trash2 } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { useNewOrderIds } from '../../lib/new-orders';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import type { DataTablePagination } from '../../ui/data-table-pager';
import type { QueryLike } from '../../ui/query-state';
import { NEW_ORDER_ROW } from './new-order-badge';
import { orderColumns } from './order-columns';
import { OrderStatusBadge, PartlyReturnedTag } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';

interface AllOrdersTableProps {
  query: QueryLike<readonly AdminOrderSummary[]>;
  pagination: DataTablePagination;
  filtered: boolean;
  archived: boolean;
  canArchive: boolean;
  canRestore: boolean;
  onArchive: (order: AdminOrderSummary) => void;
  onRestore: (order: AdminOrderSummary) => void;
  restoringId: number | null;
}

/**
 * Back-office §2 all orders: the server's page of orders with the inline status selector and delete; new
 * orders (unread alert, not opened since) highlighted.
 */
export function AllOrdersTable({
  query,
  pagination,
  filtered,
  archived,
  canArchive,
  canRestore,
  onArchive,
  onRestore,
  restoringId,
}: AllOrdersTableProps) {
  const { t, language } = useI18n();
  const newOrders = useNewOrderIds();
  const isNew = (order: AdminOrderSummary) => newOrders.has(order.id);
  const columns: DataTableColumn<AdminOrderSummary>[] = [
    ...orderColumns(t, language, isNew),
    archived
      ? {
          key: 'status',
          header: t('orders.column.status'),
          phoneLabel: true,
          cell: (order) => (
            <span className="inline-flex flex-col items-start gap-1">
              <OrderStatusBadge status={order.status} />
              {order.archived_at && (
                <span className="text-xs text-zinc-600">
                  {t('orders.archivedAt', { date: formatDate(order.archived_at, language) })}
                </span>
              )}
            </span>
          ),
        }
      : {
          key: 'status',
          header: t('orders.column.status'),
          phoneLabel: true,
          cell: (order) => (
            <span className="inline-flex flex-col items-start gap-1">
              <OrderStatusSelect order={order} />
              <PartlyReturnedTag order={order} />
            </span>
          ),
        },
  ];

  const actions = (order: AdminOrderSummary) => {
    if (archived) {
      return canRestore ? (
        <Button
          size="sm"
          variant="secondary"
          icon={ArchiveRestore}
          loading={restoringId === order.id}
          aria-label={t('orders.restore.named', { number: formatOrderNumber(order.short_number) })}
          onClick={() => onRestore(order)}
        >
          <span aria-hidden="true">{t('orders.restore')}</span>
        </Button>
      ) : null;
    }
    return canArchive ? (
      <Button
        size="sm"
        variant="ghost-danger"
        icon={Trash2}
        aria-label={t('orders.archive.named', { number: formatOrderNumber(order.short_number) })}
        onClick={() => onArchive(order)}
      >
        <span aria-hidden="true">{t('orders.archive')}</span>
      </Button>
    ) : null;
  };
  const hasActions = archived ? canRestore : canArchive;

  return (
    <DataTable
      label={archived ? t('orders.archivedTableLabel') : t('orders.tableLabel')}
      columns={columns}
      query={query}
      rowKey={(order) => order.id}
      errorTitle={t('orders.loadFailed')}
      empty={
        archived && !filtered
          ? // The archive's explanation already heads the page.
            { title: t('orders.archivedEmpty'), icon: PackageSearch }
          : filtered
            ? { title: t('orders.noMatches'), body: t('orders.noMatchesBody'), icon: PackageSearch }
            : { title: t('orders.empty'), body: t('orders.emptyBody'), icon: PackageSearch }
      }
      pagination={pagination}
      rowClassName={(order) => (isNew(order) ? NEW_ORDER_ROW : '')}
      {...(hasActions ? { rowActions: actions } : {})}
    />
  );
}
