import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCoupon,
  AdminCouponListResponse,
  SuccessResponse,
  type AdminCreateCouponBody,
  type CouponState,
} from '@matjar/core';
import { apiDelete, apiGet, apiPatch, apiPath, apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, couponKeys } from '../../../lib/api/query-keys';

export interface CouponListParams {
  q: string;
  state: CouponState | null;
}

/** GET /api/admin/coupons: every coupon with its state and uses, newest first. */
export function useCouponList(params: CouponListParams) {
  return useQuery({
    queryKey: couponKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet(apiPath('/api/admin/coupons', { q: params.q, state: params.state }), AdminCouponListResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A coupon change shows in every list and in the activity log. */
function useRefreshAfterCouponChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: couponKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
}

export type SaveCouponRequest =
  { id: null; body: AdminCreateCouponBody } | { id: number; body: AdminCreateCouponBody; version: string };

/** POST /api/admin/coupons, or PUT /api/admin/coupons/{id} with the version the form was opened at. */
export function useSaveCoupon() {
  const refresh = useRefreshAfterCouponChange();
  return useMutation({
    mutationFn: (request: SaveCouponRequest) =>
      request.id === null
        ? apiPost('/api/admin/coupons', request.body, AdminCoupon)
        : apiPut(
            `/api/admin/coupons/${request.id}`,
            { ...request.body, version: request.version },
            AdminCoupon,
          ),
    onSettled: refresh,
  });
}

/** PATCH /api/admin/coupons/{id}: deactivate or activate. */
export function useSetCouponActive() {
  const refresh = useRefreshAfterCouponChange();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiPatch(`/api/admin/coupons/${id}`, { is_active: isActive }, AdminCoupon),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/coupons/{id}: refused by the server once any order used the code. */
export function useDeleteCoupon() {
  const refresh = useRefreshAfterCouponChange();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/coupons/${id}`, SuccessResponse),
    onSuccess: refresh,
  });
}
