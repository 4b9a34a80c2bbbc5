import { useQuery } from '@tanstack/react-query';
import { AdminStaffAlertsResponse, can, type AdminUser } from '@matjar/core';
import { useSession } from '../session/session-context';
import { apiGet } from './api-client';
import { staffAlertKeys } from './query-keys';

/**
 * Whether a staff member gets new-order alerts: their receive_notifications flag is on (the server writes
 * no alerts otherwise) and they may see orders (the event stream asks orders.view).
 */
export function receivesAlerts(user: AdminUser | null | undefined): boolean {
  return !!user?.receive_notifications && can(user, 'orders.view');
}

/**
 * GET /api/admin/notifications → the signed-in staff member's unread alerts, newest first, and how many are
 * unread. Here, not in the alerts feature, because the orders screens read it too (which orders are new).
 */
export function useStaffAlerts() {
  const { user } = useSession();
  return useQuery({
    queryKey: staffAlertKeys.unread(),
    queryFn: ({ signal }) => apiGet('/api/admin/notifications', AdminStaffAlertsResponse, { signal }),
    enabled: receivesAlerts(user),
    // The event stream keeps the list current; a refetch on focus would only repeat it.
    staleTime: Infinity,
  });
}
