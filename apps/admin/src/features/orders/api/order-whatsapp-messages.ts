import { useQuery } from '@tanstack/react-query';
import { AdminOrderWhatsAppMessagesResponse } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { ordersKeys } from '../../../lib/api/query-keys';

/**
 * GET /api/admin/orders/{id}/whatsapp-messages. Under the order's key, so an order-changed event (a status
 * webhook announces one, change 'whatsapp') reloads it with the rest of the order (lib/api/order-changes.ts).
 */
export function useOrderWhatsAppMessages(id: number) {
  return useQuery({
    queryKey: [...ordersKeys.detail(id), 'whatsapp-messages'] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/orders/${id}/whatsapp-messages`, AdminOrderWhatsAppMessagesResponse, { signal }),
    enabled: id > 0,
  });
}
