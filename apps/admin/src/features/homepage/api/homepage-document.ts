import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCreateSectionResponse,
  AdminHomepageDocument,
  type AdminCreateSectionBody,
  type AdminHomepageSectionsBody,
} from '@matjar/core';
import { apiGet, apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys } from '../../../lib/api/query-keys';
import { homepageKeys } from './homepage-keys';

const PATH = '/api/admin/homepage-sections';

/** GET /api/admin/homepage-sections: the sections in order with the document's version. */
export function useHomepageDocument() {
  return useQuery({
    queryKey: homepageKeys.document(),
    queryFn: ({ signal }) => apiGet(PATH, AdminHomepageDocument, { signal }),
    // The manager copies the list once; a background refetch must not throw away staged edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/admin/homepage-sections: order, enabled flags and deletions at once (409 HOMEPAGE_CHANGED). */
export function useSaveHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminHomepageSectionsBody) => apiPut(PATH, body, AdminHomepageDocument),
    onSuccess: async (document) => {
      queryClient.setQueryData(homepageKeys.document(), document);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: homepageKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}

/** POST /api/admin/homepage-sections: a new section appended enabled at the end and saved at once (§4). */
export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateSectionBody) => apiPost(PATH, body, AdminCreateSectionResponse),
    onSuccess: async ({ sections, version }) => {
      queryClient.setQueryData(homepageKeys.document(), { sections, version });
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
