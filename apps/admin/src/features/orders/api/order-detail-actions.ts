import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCashReceivedResponse, AdminOrderNote, type AdminCashCorrectionBody } from '@matjar/core';
import { apiPost, apiPut } from '../../../lib/api/api-client';
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

/** PUT /api/admin/orders/{id}/cash-received: an admin corrects a recorded amount, giving the reason. */
export function useCorrectCashReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCashCorrectionBody) =>
      apiPut(`/api/admin/orders/${orderId}/cash-received`, body, AdminCashReceivedResponse),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}
