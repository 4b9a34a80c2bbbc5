import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSettingsResponse } from '@matjar/core';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { activityKeys, siteSettingsKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/settings' search synonyms: staff's rules as typed, '' for none. */
export function useSearchSynonyms() {
  return useQuery({
    queryKey: siteSettingsKeys.searchSynonyms(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/settings', AdminSettingsResponse, { signal })).search_synonyms,
  });
}

/** PUT /api/admin/settings/search_synonyms: every rule at once; audited, and search follows at once. */
export function useSaveSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: string) =>
      await apiPut('/api/admin/settings/search_synonyms', { value }, AdminSettingsResponse),
    onSuccess: async (answer) => {
      queryClient.setQueryData(siteSettingsKeys.searchSynonyms(), answer.search_synonyms);
      queryClient.setQueryData(siteSettingsKeys.current(), answer.settings);
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
