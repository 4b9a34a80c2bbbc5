import { useQuery } from '@tanstack/react-query';
import { AdminOrderDetail, StorefrontSettings } from '@matjar/core';
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

/** GET /api/store/settings (public): the shop's logo and contact details printed on the invoice. */
export function useShopSettings() {
  return useQuery({
    queryKey: ['store', 'settings'] as const,
    queryFn: ({ signal }) => apiGet('/api/store/settings', StorefrontSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}
