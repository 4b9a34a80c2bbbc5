import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STAFF_EVENTS, StaffAlert, type AdminStaffAlertsResponse } from '@matjar/core';
import { dashboardKeys, ordersKeys, sessionKeys, staffAlertKeys } from '../../lib/api/query-keys';
import { withArrivedAlert } from './api/staff-alerts';

/**
 * After the browser gives up on the stream (a refusal such as 401 or 429 rather than a dropped connection,
 * which EventSource retries by itself), try again this much later.
 */
const REOPEN_AFTER_MS = 30_000;

/**
 * Keeps the unread list current from GET /api/admin/events: each alert is added to the cached list as it
 * arrives, and "alerts-changed" (read or dismissed in another window) reloads it. On every (re)connection
 * the list is reloaded as well, which covers anything the stream could not replay.
 */
export function useAlertStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const reload = () => queryClient.invalidateQueries({ queryKey: staffAlertKeys.all });

    const onAlert = (event: MessageEvent<string>) => {
      const parsed = StaffAlert.safeParse(JSON.parse(event.data));
      if (!parsed.success) return void reload();
      queryClient.setQueryData<AdminStaffAlertsResponse>(staffAlertKeys.unread(), (list) =>
        withArrivedAlert(list, parsed.data),
      );
      // A new order changes the dashboard's counts and the orders screens too.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    };

    const open = () => {
      source = new EventSource('/api/admin/events');
      source.addEventListener(STAFF_EVENTS.alert, onAlert);
      source.addEventListener(STAFF_EVENTS.alertsChanged, () => void reload());
      source.addEventListener('open', () => void reload());
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        // Refused: perhaps the session ended (the guard then shows sign-in), perhaps too many windows.
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [enabled, queryClient]);
}
