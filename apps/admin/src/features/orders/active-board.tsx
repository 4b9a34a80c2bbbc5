import { ORDER_STATUS_LABELS, formatNumber, type AdminOrderSummary } from '@matjar/core';
import { ShoppingCart } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { useNewOrderIds } from '../../lib/new-orders';
import { EmptyState } from '../../ui/query-state';
import { boardColumns } from './board-groups';
import { OrderCard } from './order-card';
import { OrderStatusDot } from './order-status-badge';
import { useNow } from './use-now';

/**
 * Back-office §2 active orders: one column of cards per active status; they stack on phones. New orders
 * (unread alert, not opened since) are highlighted.
 */
export function ActiveBoard({ active }: { active: readonly AdminOrderSummary[] }) {
  const { t, language } = useI18n();
  const now = useNow();
  const newOrders = useNewOrderIds();
  if (active.length === 0) {
    return (
      <EmptyState title={t('orders.board.empty')} body={t('orders.board.emptyBody')} icon={ShoppingCart} />
    );
  }
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      {boardColumns(active).map(({ status, orders }) => (
        <section key={status} aria-labelledby={`board-${status}`} className="rounded-xl bg-zinc-100/70 p-3">
          <h3 className="flex items-center gap-2 px-1 pb-3 font-semibold text-zinc-800">
            <OrderStatusDot status={status} />
            <span id={`board-${status}`}>{ORDER_STATUS_LABELS[status][language]}</span>
            <span className="ms-auto rounded-full bg-white px-2 text-sm tabular-nums text-zinc-700">
              {formatNumber(orders.length, language)}
            </span>
          </h3>
          {orders.length === 0 ? (
            <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-6 text-center text-sm text-zinc-600">
              {t('orders.board.columnEmpty')}
            </p>
          ) : (
            <ul className="space-y-3">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} now={now} isNew={newOrders.has(order.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
