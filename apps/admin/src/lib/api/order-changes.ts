import type { QueryClient } from '@tanstack/react-query';
import type {
  AdminBoardColumnPage,
  AdminOrderBoardResponse,
  AdminOrderListResponse,
  AdminOrderSummary,
  OrderChangedEvent,
} from '@matjar/core';
import { dashboardKeys, ordersKeys } from './query-keys';

/** Events arriving within this long are answered by one reload of the orders screens (a burst is one fetch). */
export const ORDER_CHANGES_COALESCE_MS = 150;

/** The card or row as the event says it now is: its status and payment, nothing else. */
function patched<T extends AdminOrderSummary>(order: T, event: OrderChangedEvent): T {
  if (order.id !== event.id) return order;
  return { ...order, status: event.status, payment_status: event.payment_status };
}

function patchPage<T extends { orders: AdminOrderSummary[] }>(page: T, event: OrderChangedEvent): T {
  return page.orders.some((order) => order.id === event.id)
    ? { ...page, orders: page.orders.map((order) => patched(order, event)) }
    : page;
}

/**
 * What an open back office does when an order changes elsewhere (a colleague, the card gateway):
 * every cached copy of that order — its page, its card on the board, its row in a list — takes the new status
 * and payment at once, so no button offers a move from the status it had (which the server would refuse as
 * "changed by someone else"); then the orders screens and the dashboard reload, within
 * ORDER_CHANGES_COALESCE_MS, to show the rest (timeline, notes, cash, the card's new column). Returns the
 * function the event stream calls, and a `flush` that reloads at once (on reconnecting, when events may have
 * been missed).
 */
export function createOrderChangeApplier(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };

  const apply = (event: OrderChangedEvent) => {
    queryClient.setQueryData<AdminOrderSummary>(ordersKeys.detail(event.id), (order) =>
      order ? patched(order, event) : order,
    );
    queryClient.setQueryData<AdminOrderBoardResponse>(ordersKeys.board(), (board) =>
      board ? { ...board, columns: board.columns.map((column) => patchPage(column, event)) } : board,
    );
    queryClient.setQueriesData<AdminOrderListResponse>({ queryKey: ordersKeys.lists() }, (list) =>
      list ? patchPage(list, event) : list,
    );
    queryClient.setQueriesData<{ pages: AdminBoardColumnPage[]; pageParams: unknown[] }>(
      { queryKey: ordersKeys.boardColumns() },
      (more) => (more ? { ...more, pages: more.pages.map((page) => patchPage(page, event)) } : more),
    );
    timer ??= setTimeout(flush, ORDER_CHANGES_COALESCE_MS);
  };

  return { apply, flush, stop: () => clearTimeout(timer) };
}
