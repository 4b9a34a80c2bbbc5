import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminAssignDriverResponse,
  AdminCashReceivedResponse,
  AdminOrderNote,
  AdminPaymentLinkSentResponse,
  SuccessResponse,
  type AdminCashCorrectionBody,
  type AdminCashReceivedBody,
} from '@matjar/core';
import { apiPost, apiPut } from '../../../lib/api/api-client';
import { cashReportKeys, driverKeys } from '../../../lib/api/query-keys';
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

/** The cash report and the drivers' order counts follow cash and assignments too. */
async function refreshCash(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    refreshAfterOrderChange(queryClient),
    queryClient.invalidateQueries({ queryKey: cashReportKeys.all }),
    queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  ]);
}

/**
 * POST /api/admin/orders/{id}/cash-received: the cash handed in for a delivered cash order, by a driver or
 * the staff member recording it, with the reason when it differs from the total.
 */
export function useMarkCashReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCashReceivedBody) =>
      apiPost(`/api/admin/orders/${orderId}/cash-received`, body, AdminCashReceivedResponse),
    onSuccess: () => refreshCash(queryClient),
  });
}

/** PUT /api/admin/orders/{id}/driver: the driver taking the order out (null unassigns). */
export function useAssignDriver(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driverId: number | null) =>
      apiPut(`/api/admin/orders/${orderId}/driver`, { driver_id: driverId }, AdminAssignDriverResponse),
    onSuccess: () => refreshCash(queryClient),
  });
}

/** PUT /api/admin/orders/{id}/cash-received: an admin corrects a recorded amount, giving the reason. */
export function useCorrectCashReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCashCorrectionBody) =>
      apiPut(`/api/admin/orders/${orderId}/cash-received`, body, AdminCashReceivedResponse),
    onSuccess: () => refreshCash(queryClient),
  });
}

/**
 * POST /api/admin/orders/{id}/switch-to-cash: an unpaid card order becomes cash on delivery (the cash report and
 * the drivers' lists take it in, like any cash order).
 */
export function useSwitchToCash(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/admin/orders/${orderId}/switch-to-cash`, undefined, SuccessResponse),
    onSuccess: () => refreshCash(queryClient),
  });
}

/**
 * POST /api/admin/orders/{id}/payment-link: the unpaid card order's own payment page sent to the customer again
 * (e-mail, and WhatsApp when they opted in); nothing on the order changes but its activity.
 */
export function useSendPaymentLink(orderId: number) {
  return useMutation({
    mutationFn: () =>
      apiPost(`/api/admin/orders/${orderId}/payment-link`, undefined, AdminPaymentLinkSentResponse),
  });
}
