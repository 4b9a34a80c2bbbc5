import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCashReceivedResponse, AdminGiftCardRevealResponse, AdminOrderNote } from '@matjar/core';
import { apiPost } from '../../../lib/api/api-client';
import { activityKeys } from '../../../lib/api/query-keys';
import { refreshAfterOrderChange } from './orders-api';

// The order page's own changes. Each refreshes every orders screen (the note count, the awaiting-cash list,
// the activity log), the page itself included, so it shows what the server now holds.

/** POST /api/admin/orders/{id}/notes: an internal note, seen by staff only. */
export function useAddOrderNote(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost(`/api/admin/orders/${orderId}/notes`, { body }, AdminOrderNote),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}

/** POST /api/admin/orders/{id}/cash-received: the cash the courier handed in for a delivered cash order. */
export function useMarkCashReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      apiPost(`/api/admin/orders/${orderId}/cash-received`, { amount }, AdminCashReceivedResponse),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}

/** POST /api/admin/orders/{id}/gift-cards/{giftCardId}/reveal: the full code, recorded in the activity log. */
export function useRevealGiftCard(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (giftCardId: number) =>
      (
        await apiPost(
          `/api/admin/orders/${orderId}/gift-cards/${giftCardId}/reveal`,
          undefined,
          AdminGiftCardRevealResponse,
        )
      ).code,
    // Only the log changed: the order itself is the same.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
