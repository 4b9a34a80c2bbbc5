import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOrderRefundsResponse, AdminRefundResponse, type AdminRefundBody } from '@matjar/core';
import { apiGet, apiPost } from '../../../lib/api/api-client';
import { cashReportKeys, ordersKeys, reportKeys } from '../../../lib/api/query-keys';
import { refreshAfterOrderChange } from './orders-api';

const refundsKey = (orderId: number) => [...ordersKeys.detail(orderId), 'refunds'] as const;

/**
 * GET /api/admin/orders/{id}/refunds, under the order's key: an order-changed event (a refund settles or fails
 * with change 'payment') reloads it with the rest of the order.
 */
export function useOrderRefunds(orderId: number) {
  return useQuery({
    queryKey: refundsKey(orderId),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/orders/${orderId}/refunds`, AdminOrderRefundsResponse, { signal }),
    enabled: orderId > 0,
  });
}

/** Money moved: the order screens, the reports and the cash report follow. */
async function refreshMoney(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    refreshAfterOrderChange(queryClient),
    queryClient.invalidateQueries({ queryKey: cashReportKeys.all }),
    queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  ]);
}

/** POST /api/admin/orders/{id}/refunds; the body's request_key makes a resent request answer the same refund. */
export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundBody) =>
      apiPost(`/api/admin/orders/${orderId}/refunds`, body, AdminRefundResponse),
    onSuccess: () => refreshMoney(queryClient),
  });
}

/** POST /api/admin/orders/{id}/refunds/{refundId}/retry: a failed card refund again, or a pending one checked. */
export function useRetryRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) =>
      apiPost(`/api/admin/orders/${orderId}/refunds/${refundId}/retry`, {}, AdminRefundResponse),
    onSuccess: () => refreshMoney(queryClient),
  });
}
