import { formatNumber, type AdminOrderSummary } from '@matjar/core';
import { ChevronDown, ChevronUp, History } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { historyView } from './board-groups';
import { orderColumns } from './order-columns';
import { OrderStatusBadge } from './order-status-badge';

/**
 * Delivered and canceled orders, newest first: the latest HISTORY_PREVIEW, with "show more (n additional)"
 * and "show less" (back-office §2); older ones than the board loads are on the all-orders page.
 */
export function OrderHistoryTable({
  history,
  total,
}: {
  history: readonly AdminOrderSummary[];
  total: number;
}) {
  const { t, language } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const view = historyView(history, expanded);
  const columns: DataTableColumn<AdminOrderSummary>[] = [
    ...orderColumns(t, language),
    {
      key: 'status',
      header: t('orders.column.status'),
      phoneLabel: true,
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
  ];

  return (
    <div className="space-y-3">
      <DataTable
        label={t('orders.history.tableLabel')}
        columns={columns}
        rows={view.rows}
        rowKey={(order) => order.id}
        errorTitle={t('orders.loadFailed')}
        empty={{ title: t('orders.history.empty'), body: t('orders.history.emptyBody'), icon: History }}
      />
      {(view.hidden > 0 || view.collapsible) && (
        <Button
          size="sm"
          variant="ghost"
          icon={view.hidden > 0 ? ChevronDown : ChevronUp}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {view.hidden > 0
            ? t('orders.history.showMore', { count: view.hidden })
            : t('orders.history.showLess')}
        </Button>
      )}
      {expanded && total > history.length && (
        <p className="text-sm text-zinc-600">
          {t('orders.history.older', { count: formatNumber(total, language) })}
        </p>
      )}
    </div>
  );
}
