import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { OrderChangedEvent, STAFF_EVENTS, StaffAlert, type AdminStaffAlertsResponse } from '@matjar/core';
import { createOrderChangeApplier } from '../../lib/api/order-changes';
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
 *
 * "order-changed" (a colleague's move, a card payment, cash, archive, a note) updates every cached
 * copy of that order in place and reloads the orders screens (lib/api/order-changes.ts); a reconnection
 * reloads them too, since changes made while disconnected are not replayed. The stream is open to everyone
 * who reads orders (`enabled`), whether or not they receive new-order alerts.
 *
 * `onArrived` hears of each alert this tab did not know yet (the toast, the desktop notification): not the
 * unread alerts a fresh connection replays, which the list already holds or is loading, and not before the
 * list's first load, which brings them.
 */
export function useStaffEvents(enabled: boolean, onArrived?: (alert: StaffAlert) => void): void {
  const queryClient = useQueryClient();
  const announce = useRef(onArrived);
  useEffect(() => {
    announce.current = onArrived;
  }, [onArrived]);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const reload = () => queryClient.invalidateQueries({ queryKey: staffAlertKeys.all });
    const orderChanges = createOrderChangeApplier(queryClient);
    let connections = 0;
    const onOrderChanged = (event: MessageEvent<string>) => {
      const parsed = OrderChangedEvent.safeParse(JSON.parse(event.data));
      if (parsed.success) orderChanges.apply(parsed.data);
      else orderChanges.flush();
    };

    const onAlert = (event: MessageEvent<string>) => {
      const parsed = StaffAlert.safeParse(JSON.parse(event.data));
      if (!parsed.success) return void reload();
      const known = queryClient.getQueryData<AdminStaffAlertsResponse>(staffAlertKeys.unread());
      const next = withArrivedAlert(known, parsed.data);
      // Replayed on connect: already in the list, already on the screens.
      if (known && next === known) return;
      if (next) {
        queryClient.setQueryData(staffAlertKeys.unread(), next);
        announce.current?.(parsed.data);
      }
      // A new order changes the dashboard's counts and the orders screens too.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    };

    const open = () => {
      source = new EventSource('/api/admin/events');
      source.addEventListener(STAFF_EVENTS.alert, onAlert);
      source.addEventListener(STAFF_EVENTS.alertsChanged, () => void reload());
      source.addEventListener(STAFF_EVENTS.orderChanged, onOrderChanged);
      source.addEventListener('open', () => {
        void reload();
        // Not on the first connection: the screens have just loaded.
        if (++connections > 1) orderChanges.flush();
      });
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
      orderChanges.stop();
      source?.close();
    };
  }, [enabled, queryClient]);
}
