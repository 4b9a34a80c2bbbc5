import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminReviewListResponse,
  AdminReviewRow,
  SuccessResponse,
  type ReviewModerationStatus,
} from '@matjar/core';
import { apiDelete, apiGet, apiPatch } from '../../../lib/api/api-client';
import { activityKeys, reviewKeys } from '../../../lib/api/query-keys';
import { toReviewApiQuery, type ReviewListParams } from '../list-params';

/** GET /api/admin/reviews: one page, newest first; the previous page stays on screen while the next loads. */
export function useReviewList(params: ReviewListParams) {
  const query = toReviewApiQuery(params);
  return useQuery({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/admin/reviews', AdminReviewListResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshAfterReviewChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
}

/** PATCH /api/admin/reviews/{id}: publish (approve or restore) or hide. */
export function useModerateReview() {
  const refresh = useRefreshAfterReviewChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReviewModerationStatus }) =>
      apiPatch(`/api/admin/reviews/${id}`, { status }, AdminReviewRow),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/reviews/{id}: gone for good (asked first). */
export function useDeleteReview() {
  const refresh = useRefreshAfterReviewChange();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/reviews/${id}`, SuccessResponse),
    onSuccess: refresh,
  });
}
