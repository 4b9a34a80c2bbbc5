import {
  ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  isActiveStatus,
  type AdminOrderSummary,
  isolate,
  formatOrderNumber,
} from '@matjar/core';
import { ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useExportOrders } from '../features/orders/api/export-orders';
import { useArchiveOrder, useOrderList, useRestoreOrder } from '../features/orders/api/orders-api';
import { AllOrdersTable } from '../features/orders/all-orders-table';
import {
  changeOrderListParams,
  hasOrderFilters,
  readOrderListParams,
  writeOrderListParams,
} from '../features/orders/list-params';
import { OrderFiltersBar } from '../features/orders/order-filters-bar';
import { useI18n } from '../i18n/language-context';
import { describeApiError } from '../lib/api/api-error';
import { useCan } from '../lib/session/use-can';
import { Button, buttonClasses } from '../ui/button';
import { DeleteConfirmDialog } from '../ui/delete-confirm-dialog';
import { PageHeading } from '../ui/page-heading';
import { serverPagination } from '../ui/data-table-pager';
import { queryPart } from '../ui/query-state';
import { RefreshButton } from '../ui/refresh-button';
import { useAddressListParams } from '../ui/use-address-list-params';

/**
 * /admin/all-orders (back-office §2 all orders): filters by status and Doha period, search, cash awaiting
 * collection, the archive; server paging; inline status moves; delete (= archive, nothing is lost) and, for
 * the general manager, restore; refresh and CSV export of the filtered list. Its state lives in the address.
 */
export function AllOrdersPage() {
  const { t, language } = useI18n();
  const can = useCan();
  const [params, change] = useAddressListParams(
    readOrderListParams,
    writeOrderListParams,
    changeOrderListParams,
  );
  const list = useOrderList(params);
  const exporter = useExportOrders();
  const archive = useArchiveOrder();
  const restore = useRestoreOrder();
  const [archiving, setArchiving] = useState<AdminOrderSummary | null>(null);

  const exportFile = () =>
    exporter.mutate(params, {
      onError: (error) => toast.error(describeApiError(error, language, t('orders.exportFailed'))),
    });

  const restoreOrder = (order: AdminOrderSummary) =>
    restore.mutate(order.id, {
      onSuccess: () =>
        toast.success(t('orders.restore.done', { number: isolate(formatOrderNumber(order.short_number)) })),
      onError: (error) => toast.error(describeApiError(error, language, t('orders.restore.failed'))),
    });

  return (
    <>
      <PageHeading
        title={t('orders.allTitle')}
        actions={
          <>
            <RefreshButton label={t('orders.refresh')} query={list} />
            <Button icon={Download} loading={exporter.isPending} onClick={exportFile}>
              {t('orders.export')}
            </Button>
            <Link to="/orders" className={buttonClasses('secondary')}>
              {t('orders.toActive')}
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </>
        }
      />
      <div className="mt-4">
        <OrderFiltersBar params={params} onChange={change} showArchived={can('orders.view')} />
      </div>
      {params.archived && <p className="mt-3 text-sm text-zinc-600">{t('orders.archivedNote')}</p>}
      <div className="mt-4">
        <AllOrdersTable
          query={queryPart(list, (data) => data.orders)}
          pagination={serverPagination(params.page, list.data, ADMIN_ORDER_PAGE_SIZE_DEFAULT, (page) =>
            change({ page }),
          )}
          filtered={hasOrderFilters({ ...params, archived: false })}
          archived={params.archived}
          canArchive={can('orders.manage')}
          canRestore={can('orders.restore')}
          onArchive={setArchiving}
          onRestore={restoreOrder}
          restoringId={restore.isPending ? (restore.variables ?? null) : null}
        />
      </div>
      {archiving && (
        <DeleteConfirmDialog
          title={t('orders.archive.title', { number: formatOrderNumber(archiving.short_number) })}
          description={
            isActiveStatus(archiving.status)
              ? `${t('orders.archive.body')} ${t('orders.archive.bodyOpen')}`
              : t('orders.archive.body')
          }
          confirmLabel={t('orders.archive')}
          remove={() => archive.mutateAsync(archiving.id)}
          deletedMessage={t('orders.archive.done', { number: formatOrderNumber(archiving.short_number) })}
          failedMessage={t('orders.archive.failed')}
          onClose={() => setArchiving(null)}
        />
      )}
    </>
  );
}
