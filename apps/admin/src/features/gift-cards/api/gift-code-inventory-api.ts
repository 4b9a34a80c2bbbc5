import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminGiftCodeImportResponse,
  AdminGiftCodeInventoryResponse,
  AdminGiftCodePreviewResponse,
  type AdminGiftCodeImportBody,
} from '@matjar/core';
import { apiGet, apiPost } from '../../../lib/api/api-client';
import { activityKeys, giftCardKeys } from '../../../lib/api/query-keys';

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
