import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminStaffAlertsChangedResponse,
  type AdminStaffAlertsResponse,
  type StaffAlert,
} from '@matjar/core';
import { apiPost } from '../../../lib/api/api-client';
import type { PostBodies } from '../../../lib/api/request-bodies';
import { staffAlertKeys } from '../../../lib/api/query-keys';

/** Adds an alert that arrived on the event stream to the cached list (once, newest first). */
export function withArrivedAlert(
  list: AdminStaffAlertsResponse | undefined,
  alert: StaffAlert,
): AdminStaffAlertsResponse | undefined {
  if (!list) return list;
  if (list.alerts.some((known) => known.id === alert.id)) return list;
  const alerts = [alert, ...list.alerts].sort((a, b) => b.id - a.id);
  return { ...list, alerts, unread_count: list.unread_count + 1 };
}

/** The list without one alert, as it will be once the server has it read or dismissed. */
export function withoutAlert(
  list: AdminStaffAlertsResponse | undefined,
  id: number,
): AdminStaffAlertsResponse | undefined {
  if (!list || !list.alerts.some((alert) => alert.id === id)) return list;
  return {
    ...list,
    alerts: list.alerts.filter((alert) => alert.id !== id),
    unread_count: Math.max(0, list.unread_count - 1),
  };
}

export type AlertAction = { kind: 'read' | 'dismiss'; id: number } | { kind: 'read-all' };

const pathOf = (action: AlertAction): keyof PostBodies =>
  action.kind === 'read-all'
    ? '/api/admin/notifications/read-all'
    : `/api/admin/notifications/${action.id}/${action.kind}`;

/**
 * POST read, dismiss or read-all. The alert leaves the list at once (the tone stops with it) and the list
 * is reloaded afterwards; on failure the reload puts it back.
 */
export function useAlertAction() {
  const queryClient = useQueryClient();
  const key = staffAlertKeys.unread();
  return useMutation({
    mutationFn: (action: AlertAction) => apiPost(pathOf(action), undefined, AdminStaffAlertsChangedResponse),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AdminStaffAlertsResponse>(key, (list) =>
        action.kind === 'read-all'
          ? list && { ...list, alerts: [], unread_count: 0 }
          : withoutAlert(list, action.id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
