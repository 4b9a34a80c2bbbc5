import { useQuery } from '@tanstack/react-query';
import { AdminOrderDetail } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { ordersKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/orders/{id}: the order page, the invoice and the packing slip all read this one answer. */
export function useOrderDetail(id: number) {
  return useQuery({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/admin/orders/${id}`, AdminOrderDetail, { signal }),
    enabled: id > 0,
  });
}
