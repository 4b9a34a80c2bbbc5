import { AdminProductImportResponse } from '@matjar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

/**
 * POST /api/admin/products/import: the file as the body (text/csv), as the server reads it. A dry run
 * validates and reports; the real run applies all rows or none.
 */
function importProducts(file: File, dryRun: boolean): Promise<AdminProductImportResponse> {
  return apiPost('/api/admin/products/import', file, AdminProductImportResponse, {
    query: { dry_run: dryRun },
    headers: { 'Content-Type': 'text/csv' },
  });
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importProducts(file, dryRun),
    onSuccess: async (report) => {
      if (report.dry_run) return;
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
