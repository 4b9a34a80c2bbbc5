import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AdminBoardColumnPage,
  AdminOrderBoardResponse,
  AdminOrderListResponse,
  OrderStatusPatchBody,
  OrderStatusPatchResponse,
  SuccessResponse,
  type OrderStatus,
} from '@matjar/core';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../../lib/api/api-client';
import { activityKeys, dashboardKeys, ordersKeys } from '../../../lib/api/query-keys';
import { toOrderApiQuery, type OrderListParams } from '../list-params';

// The orders screens' calls. The keys live in lib/api (ordersKeys) so that other parts of the back office
// (the new-order alerts) can refresh the orders screens too; they are re-exported here for the order page.
export { ordersKeys };

/**
 * GET /api/admin/orders/board: each active column's count and oldest page, latest history and cash awaiting
 * collection, in one call bounded whatever the shop's volume.
 */
export function useOrderBoard() {
  return useQuery({
    queryKey: ordersKeys.board(),
    queryFn: ({ signal }) => apiGet('/api/admin/orders/board', AdminOrderBoardResponse, { signal }),
  });
}

/**
 * GET /api/admin/orders/board/{status}?after=…: a column's further pages, from where the board's first page
 * ended (`firstAfter`), fetched once "show more" is pressed (`enabled`). A board reload that moves the first
 * page's end starts a new chain, so no page is read against a stale cursor.
 */
export function useBoardColumnMore(status: OrderStatus, firstAfter: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ordersKeys.boardColumn(status, firstAfter),
    initialPageParam: firstAfter,
    queryFn: ({ pageParam, signal }) =>
      apiGet(`/api/admin/orders/board/${status}`, AdminBoardColumnPage, {
        query: { after: pageParam },
        signal,
      }),
    getNextPageParam: (last) => last.next_after,
    enabled: enabled && firstAfter !== null,
  });
}

/** GET /api/admin/orders: one page of the filtered list; the previous page stays on screen while the next loads. */
export function useOrderList(params: OrderListParams) {
  const query = toOrderApiQuery(params);
  return useQuery({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/admin/orders', AdminOrderListResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change to an order: every orders screen, the dashboard's counts and the activity log. */
export async function refreshAfterOrderChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * The order and core's status-change body, narrowed to what the back office sends: a current status word
 * (never a legacy one), and always the status the screen showed (`from`), so a stale screen is refused with
 * 409 ORDER_CHANGED instead of moving.
 */
export type MoveOrderStatusRequest = { id: number } & z.input<typeof OrderStatusPatchBody> & {
    status: OrderStatus;
    from: OrderStatus;
  };

/**
 * PATCH /api/payments/order-status/{id} with { status, from }. Whatever the answer — moved, refused because
 * someone else moved it first, or failed — the orders screens reload, so they show what the server holds.
 */
export function useMoveOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, from, reason }: MoveOrderStatusRequest) =>
      (await apiPatch(`/api/payments/order-status/${id}`, { status, from, reason }, OrderStatusPatchResponse))
        .order,
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

/** DELETE /api/admin/orders/{id}: archives the order (kept for the books, restorable; open stock returned). */
export function useArchiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/orders/${id}`, SuccessResponse),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}

/** POST /api/admin/orders/{id}/restore (super_admin): an archived order back into the lists. */
export function useRestoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`/api/admin/orders/${id}/restore`, undefined, SuccessResponse),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}
