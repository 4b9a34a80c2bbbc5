import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminGiftCardFindResponse,
  AdminGiftCardLedgerResponse,
  AdminGiftCardListResponse,
  AdminGiftCardResendResponse,
  AdminGiftCardVoidResponse,
} from '@matjar/core';
import { apiGet, apiPost } from '../../../lib/api/api-client';
import { activityKeys, giftCardKeys, ordersKeys } from '../../../lib/api/query-keys';
import { toGiftCardApiQuery, type GiftCardListParams } from '../list-params';

/** GET /api/admin/gift-cards: one page; the previous page stays on screen while the next loads. */
export function useGiftCardList(params: GiftCardListParams) {
  const query = toGiftCardApiQuery(params);
  return useQuery({
    queryKey: giftCardKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/admin/gift-cards', AdminGiftCardListResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/gift-cards/find: the card with this whole code (orders.manage; logged, so the log follows).
 * The code goes in the body, never the address; the answer is the masked card.
 */
export function useFindGiftCardByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await apiPost('/api/admin/gift-cards/find', { code }, AdminGiftCardFindResponse)).gift_card,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/**
 * POST /api/admin/gift-cards/{id}/resend. `clickId` is sent as the Idempotency-Key: one confirmed click
 * queues one e-mail, even if the request goes out twice.
 */
export function useResendGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, clickId }: { id: number; clickId: string }) =>
      apiPost(`/api/admin/gift-cards/${id}/resend`, undefined, AdminGiftCardResendResponse, {
        headers: { 'Idempotency-Key': clickId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/** POST /api/admin/gift-cards/{id}/void: both cards come back; the list, the order pages and the log follow. */
export function useVoidGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiPost(`/api/admin/gift-cards/${id}/void`, { reason }, AdminGiftCardVoidResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}

/** GET /api/admin/gift-cards/{id}/ledger: a shop card's balance and every movement of it (decision 046). */
export function useGiftCardLedger(id: number) {
  return useQuery({
    queryKey: [...giftCardKeys.all, 'ledger', id] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/gift-cards/${id}/ledger`, AdminGiftCardLedgerResponse, { signal }),
  });
}

/** POST /api/admin/gift-cards/{id}/adjust: a signed amount with its reason (audited); the lists follow. */
export function useAdjustGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount: number; reason: string }) =>
      apiPost(`/api/admin/gift-cards/${id}/adjust`, { amount, reason }, AdminGiftCardLedgerResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
