import { AdminProductImportResponse } from '@matjar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, parseAnswer, readJsonBody } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { activityKeys, productKeys } from '../../../lib/api/query-keys';

/**
 * POST /api/admin/products/import: the file as the body (text/csv), as the server reads it. A dry run
 * validates and reports; the real run applies all rows or none.
 */
async function importProducts(file: File, dryRun: boolean): Promise<AdminProductImportResponse> {
  let response: Response;
  try {
    response = await fetch(apiPath('/api/admin/products/import', { dry_run: dryRun }), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
      credentials: 'same-origin',
      body: file,
    });
  } catch (error) {
    throw ApiError.network(error);
  }
  const answer = await readJsonBody(response);
  if (!response.ok) throw ApiError.fromResponse(response.status, answer);
  return parseAnswer(response.status, answer, AdminProductImportResponse);
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
