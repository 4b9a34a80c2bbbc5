import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDeliveryScheduleResponse,
  AdminDeliveryZonesResponse,
  type DeliverySchedule,
  type DeliveryZone,
} from '@matjar/core';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { activityKeys, siteSettingsKeys } from '../../../lib/api/query-keys';

const deliveryZonesKey = [...siteSettingsKeys.all, 'delivery-zones'] as const;

/** GET /api/admin/delivery-zones: the zones in force (the default ones until staff save a list). */
export function useDeliveryZones() {
  return useQuery({
    queryKey: deliveryZonesKey,
    queryFn: ({ signal }) => apiGet('/api/admin/delivery-zones', AdminDeliveryZonesResponse, { signal }),
  });
}

/** PUT /api/admin/delivery-zones: the whole list; checkout prices by it at once (decision 032). */
export function useSaveDeliveryZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zones: DeliveryZone[]) =>
      apiPut('/api/admin/delivery-zones', { zones }, AdminDeliveryZonesResponse),
    onSuccess: async (answer) => {
      queryClient.setQueryData(deliveryZonesKey, answer);
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

const deliveryScheduleKey = [...siteSettingsKeys.all, 'delivery-schedule'] as const;

/** GET /api/admin/delivery-schedule: the delivery windows' schedule (decision 034). */
export function useDeliverySchedule() {
  return useQuery({
    queryKey: deliveryScheduleKey,
    queryFn: ({ signal }) =>
      apiGet('/api/admin/delivery-schedule', AdminDeliveryScheduleResponse, { signal }),
  });
}

/** PUT /api/admin/delivery-schedule: zones that offer windows offer this one at once. */
export function useSaveDeliverySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: DeliverySchedule) =>
      apiPut('/api/admin/delivery-schedule', { schedule }, AdminDeliveryScheduleResponse),
    onSuccess: async (answer) => {
      queryClient.setQueryData(deliveryScheduleKey, answer);
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
