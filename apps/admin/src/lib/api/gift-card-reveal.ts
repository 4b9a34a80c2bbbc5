import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminGiftCardRevealResponse } from '@matjar/core';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from './api-error';
import { apiPost } from './api-client';
import { activityKeys } from './query-keys';

// The one reveal call, shared by the order page and the gift-cards screen (features do not import each other).

/** POST /api/admin/orders/{id}/gift-cards/{giftCardId}/reveal: the full code, recorded in the activity log. */
function useRevealGiftCard() {
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

type Confirm = (options: { title: string; description: string; confirmLabel: string }) => Promise<boolean>;

/**
 * Reveal with the question first (the reveal is logged and the code is worth money) and the failure as a
 * toast: `revealCode` answers the code, or null when staff said no or it failed. `pendingId` is the card
 * being revealed, once confirmed.
 */
export function useConfirmedGiftCardReveal(confirm: Confirm, confirmLabel: string) {
  const { t, language } = useI18n();
  const reveal = useRevealGiftCard();
  const revealCode = async (card: { orderId: number; giftCardId: number }): Promise<string | null> => {
    const ok = await confirm({
      title: t('giftCards.revealTitle'),
      description: t('giftCards.revealBody'),
      confirmLabel,
    });
    if (!ok) return null;
    try {
      return await reveal.mutateAsync(card);
    } catch (error) {
      toast.error(
        t('giftCards.revealFailed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
      return null;
    }
  };
  return { revealCode, pendingId: reveal.isPending ? (reveal.variables?.giftCardId ?? null) : null };
}
