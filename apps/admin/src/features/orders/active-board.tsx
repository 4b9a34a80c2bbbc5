import { useState } from 'react';
import { ORDER_STATUS_LABELS, formatNumber, type AdminBoardColumn } from '@matjar/core';
import { ChevronDown, ShoppingCart } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { useNewOrderIds } from '../../lib/new-orders';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/query-state';
import { useBoardColumnMore } from './api/orders-api';
import { columnCards, columnRemaining } from './board-groups';
import { OrderCard } from './order-card';
import { OrderStatusDot } from './order-status-badge';
import { useNow } from './use-now';

/**
 * Back-office §2 active orders: one column of cards per active status, each headed by how many orders it
 * holds; they stack on phones. A column shows its oldest page and "show more" fetches the next (a
 * flash sale's thousands of orders never reach the browser at once). New orders (unread alert, not opened
 * since) are highlighted.
 */
export function ActiveBoard({ columns }: { columns: readonly AdminBoardColumn[] }) {
  const { t } = useI18n();
  if (columns.every((column) => column.count === 0 && column.orders.length === 0)) {
    return (
      <EmptyState title={t('orders.board.empty')} body={t('orders.board.emptyBody')} icon={ShoppingCart} />
    );
  }
  return (
    // grid-cols-1 (minmax(0, 1fr)) on a phone: an implicit column would grow to its widest card's content
    // (a long name, a driver's long name in the picker) and push the page past the screen.
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
      {columns.map((column) => (
        <BoardColumnView key={column.status} column={column} />
      ))}
    </div>
  );
}

function BoardColumnView({ column }: { column: AdminBoardColumn }) {
  const { t, language } = useI18n();
  const now = useNow();
  const newOrders = useNewOrderIds();
  const [expanded, setExpanded] = useState(false);
  const more = useBoardColumnMore(column.status, column.next_after, expanded);
  const cards = columnCards(column.orders, expanded ? more.data?.pages : undefined);
  const remaining = columnRemaining(column.count, cards.length);
  const hasMore = expanded ? more.hasNextPage || more.isPending : column.next_after !== null;
  const { status } = column;
  const showMore = () => {
    if (!expanded) setExpanded(true);
    else void more.fetchNextPage();
  };
  return (
    <section aria-labelledby={`board-${status}`} className="rounded-xl bg-zinc-100/70 p-3">
      <h3 className="flex items-center gap-2 px-1 pb-3 font-semibold text-zinc-800">
        <OrderStatusDot status={status} />
        <span id={`board-${status}`}>{ORDER_STATUS_LABELS[status][language]}</span>
        <span
          aria-hidden="true"
          className="ms-auto rounded-full bg-white px-2 text-sm tabular-nums text-zinc-700"
        >
          {formatNumber(column.count, language)}
        </span>
        <span className="sr-only">
          {t('orders.board.count', { count: formatNumber(column.count, language) })}
        </span>
      </h3>
      {cards.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-6 text-center text-sm text-zinc-600">
          {t('orders.board.columnEmpty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {cards.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} now={now} isNew={newOrders.has(order.id)} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && remaining > 0 && (
        <Button
          size="sm"
          variant="ghost"
          icon={ChevronDown}
          className="mt-3 w-full"
          loading={more.isFetching}
          onClick={showMore}
        >
          {t('orders.board.showMore', { count: formatNumber(remaining, language) })}
        </Button>
      )}
    </section>
  );
}
