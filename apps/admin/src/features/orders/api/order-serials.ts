import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminOrderSerialsResponse, type AdminRecordSerialBody } from '@matjar/core';
import { apiDelete, apiPost } from '../../../lib/api/api-client';
import { refreshAfterOrderChange } from './orders-api';

// Serial numbers of an order's units while it is packed (decision 049). Each change refreshes the order screens
// (the page's lines, the activity log), so the page shows what the server now holds.

/** POST /api/admin/orders/{id}/serials: one unit's serial or IMEI, as typed or scanned. */
export function useRecordSerial(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRecordSerialBody) =>
      apiPost(`/api/admin/orders/${orderId}/serials`, body, AdminOrderSerialsResponse),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}

/** DELETE /api/admin/orders/{id}/serials/{serialId}: a serial recorded by mistake. */
export function useRemoveSerial(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serialId: number) =>
      apiDelete(`/api/admin/orders/${orderId}/serials/${serialId}`, AdminOrderSerialsResponse),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}
