import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSettingsResponse, type AdminTrustPagesInput } from '@matjar/core';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { activityKeys, siteSettingsKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/settings' trust pages text: what staff wrote per page and language, '' for built-in. */
export function useTrustPagesText() {
  return useQuery({
    queryKey: siteSettingsKeys.trustPages(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/settings', AdminSettingsResponse, { signal })).trust_pages,
  });
}

/** PUT /api/admin/settings/trust_pages: every page's text at once; audited, and the storefront follows at once. */
export function useSaveTrustPagesText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: AdminTrustPagesInput) =>
      await apiPut('/api/admin/settings/trust_pages', { value }, AdminSettingsResponse),
    onSuccess: async (answer) => {
      queryClient.setQueryData(siteSettingsKeys.trustPages(), answer.trust_pages);
      queryClient.setQueryData(siteSettingsKeys.current(), answer.settings);
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
