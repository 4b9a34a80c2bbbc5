import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminGiftCodeImportResponse,
  AdminGiftCodeInventoryResponse,
  AdminGiftCodePreviewResponse,
  AdminGiftCodeThresholdBody,
  type AdminGiftCodeImportBody,
} from '@matjar/core';
import { apiGet, apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, dashboardKeys, giftCardKeys, reportKeys } from '../../../lib/api/query-keys';

const inventoryKey = [...giftCardKeys.all, 'inventory'] as const;

/** GET /api/admin/gift-code-inventory: every brand card's codes counted (never a code). */
export function useGiftCodeInventory() {
  return useQuery({
    queryKey: inventoryKey,
    queryFn: ({ signal }) =>
      apiGet('/api/admin/gift-code-inventory', AdminGiftCodeInventoryResponse, { signal }),
  });
}

/** POST …/preview: what an import would store and every problem line; stores nothing. */
export function usePreviewGiftCodes() {
  return useMutation({
    mutationFn: (body: AdminGiftCodeImportBody) =>
      apiPost('/api/admin/gift-code-inventory/preview', body, AdminGiftCodePreviewResponse),
  });
}

/** POST …/import: all the codes or none; the counts and the activity log follow. */
export function useImportGiftCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGiftCodeImportBody) =>
      apiPost('/api/admin/gift-code-inventory/import', body, AdminGiftCodeImportResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}

/** PUT …/:id/threshold: a card's low-codes alert (every value of it); the lists that mark "running low" follow. */
export function useSetLowCodesThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, threshold }: { productId: number; threshold: number }) =>
      apiPut(
        `/api/admin/gift-code-inventory/${productId}/threshold`,
        { threshold },
        AdminGiftCodeThresholdBody,
      ),
    onSuccess: () =>
      Promise.all(
        [inventoryKey, dashboardKeys.all, reportKeys.all, activityKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
