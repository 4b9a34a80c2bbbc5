import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminSectionResponse, type AdminSectionBody } from '@matjar/core';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { activityKeys } from '../../../lib/api/query-keys';
import { homepageKeys } from './homepage-keys';

const pathOf = (id: string): `/api/admin/homepage-sections/${string}` =>
  `/api/admin/homepage-sections/${encodeURIComponent(id)}`;

/** GET /api/admin/homepage-sections/{id}: one section with the document's version (404 when unknown). */
export function useHomepageSection(id: string) {
  return useQuery({
    queryKey: homepageKeys.section(id),
    queryFn: ({ signal }) => apiGet(pathOf(id), AdminSectionResponse, { signal }),
    // The edit screen copies the section once; staged edits must not be replaced in the background.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** PUT /api/admin/homepage-sections/{id}: an edit screen's 'save changes'. */
export function useSaveSection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSectionBody) => apiPut(pathOf(id), body, AdminSectionResponse),
    onSuccess: async (answer) => {
      queryClient.setQueryData(homepageKeys.document(), {
        sections: answer.sections,
        version: answer.version,
      });
      await Promise.all([
        queryClient.removeQueries({ queryKey: homepageKeys.section(id) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
