import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminGiftCardRevealResponse } from '@matjar/core';
import { apiPost } from './api-client';
import { activityKeys } from './query-keys';

// The one reveal call, shared by the order page and the gift-cards screen (features do not import each other).

/** POST /api/admin/orders/{id}/gift-cards/{giftCardId}/reveal: the full code, recorded in the activity log. */
export function useRevealGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: { orderId: number; giftCardId: number }) =>
      (
        await apiPost(
          `/api/admin/orders/${card.orderId}/gift-cards/${card.giftCardId}/reveal`,
          undefined,
          AdminGiftCardRevealResponse,
        )
      ).code,
    // Only the log changed: the card itself is the same. The code is never kept in the query cache.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
