import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOrderWhatsAppMessagesResponse, SuccessResponse } from '@matjar/core';
import { apiGet, apiPost } from '../../../lib/api/api-client';
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

/**
 * POST /api/admin/orders/{id}/whatsapp-messages/{messageId}/resend: a message Meta refused for good goes back
 * in the queue; the list reloads (the order-changed event would too).
 */
export function useResendWhatsApp(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiPost(`/api/admin/orders/${orderId}/whatsapp-messages/${messageId}/resend`, {}, SuccessResponse),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...ordersKeys.detail(orderId), 'whatsapp-messages'] }),
  });
}
