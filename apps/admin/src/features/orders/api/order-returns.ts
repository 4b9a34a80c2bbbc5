import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOrderReturnsResponse, AdminReturnResponse, type AdminReturnBody } from '@matjar/core';
import { apiGet, apiPost } from '../../../lib/api/api-client';
import { cashReportKeys, ordersKeys, productKeys, reportKeys } from '../../../lib/api/query-keys';
import { refreshAfterOrderChange } from './orders-api';

const returnsKey = (orderId: number) => [...ordersKeys.detail(orderId), 'returns'] as const;

/**
 * GET /api/admin/orders/{id}/returns, under the order's key: an order-changed event (change 'return') reloads it
 * with the rest of the order.
 */
export function useOrderReturns(orderId: number) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/orders/${orderId}/returns`, AdminOrderReturnsResponse, { signal }),
    enabled: orderId > 0,
  });
}

/**
 * POST /api/admin/orders/{id}/returns; the body's request_key makes a resent request answer the same return.
 * Goods and perhaps money moved: the orders, the products' stock, the reports and the cash report follow.
 */
export function useRecordReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReturnBody) =>
      apiPost(`/api/admin/orders/${orderId}/returns`, body, AdminReturnResponse),
    onSuccess: () =>
      Promise.all([
        refreshAfterOrderChange(queryClient),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: cashReportKeys.all }),
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
      ]),
  });
}
