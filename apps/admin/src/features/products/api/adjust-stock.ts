import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductRow } from '@matjar/core';
import { z } from 'zod';
import { apiPatch } from '../../../lib/api/api-client';
import { productDetailQuery } from '../../../lib/api/products';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

const PatchAnswer = z.object({ success: z.literal(true), product: AdminProductRow });

export interface AdjustStockRequest {
  productId: number;
  /** A variant's own stock, or null for a product without variants. */
  variantId: number | null;
  stock: number;
  /** Why: written into the stock ledger's movement. */
  note: string;
}

/**
 * A manual stock adjustment from the product page: PATCH of the product's stock or of one variant's, with
 * its reason. Answers the product as the server now holds it (its history's new line included), fetched
 * into the page's cache, so the page and its form follow at once.
 */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, variantId, stock, note }: AdjustStockRequest) => {
      await apiPatch(
        variantId === null
          ? `/api/admin/products/${productId}`
          : `/api/admin/products/${productId}/variants/${variantId}`,
        { stock, stock_note: note },
        PatchAnswer,
      );
      return queryClient.fetchQuery({ ...productDetailQuery(productId), staleTime: 0 });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
