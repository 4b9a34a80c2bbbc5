import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { StaffAlert } from '@matjar/core';
import { NEW_ORDERS_TOASTER, NewOrderToast, NewOrdersSummaryToast } from './new-order-toast';
import {
  NO_ORDER_TOASTS,
  orderToastChanges,
  toastsOfReadAlerts,
  withArrivedOrder,
  withoutOrderToast,
  type OrderToasts,
} from './new-order-toasts';

/** How long a new-order toast stays (sonner holds the time while the tab is hidden or the pointer is on it). */
const NEW_ORDER_TOAST_MS = 20_000;
const SUMMARY_ID = 'new-orders-summary';
const toastId = (alertId: number) => `new-order-${alertId}`;

/**
 * The new-order toasts of this tab: `show` for each arriving alert; at most MOST_ORDER_TOASTS of their own,
 * then one "N new orders". A toast closes when dismissed, when its time is up, or when its alert is read;
 * `closeAll` when the bell's panel opens, which lists them all.
 */
export function useNewOrderToasts(unread: readonly StaffAlert[] | undefined) {
  const shown = useRef<OrderToasts>(NO_ORDER_TOASTS);

  // sonner already closed it (the close button, a swipe, its time): only forget it.
  const forget = useCallback((closed: number | 'summary') => {
    shown.current = withoutOrderToast(shown.current, closed);
  }, []);

  const apply = useCallback(
    (next: OrderToasts) => {
      const changes = orderToastChanges(shown.current, next);
      shown.current = next;
      for (const id of changes.dismiss) toast.dismiss(toastId(id));
      if (changes.dismissSummary) toast.dismiss(SUMMARY_ID);
      const options = { toasterId: NEW_ORDERS_TOASTER, duration: NEW_ORDER_TOAST_MS };
      for (const alert of changes.show) {
        const id = toastId(alert.id);
        toast.custom(
          () => (
            <NewOrderToast alert={alert} onOpen={() => toast.dismiss(id)} onClose={() => toast.dismiss(id)} />
          ),
          { ...options, id, onDismiss: () => forget(alert.id), onAutoClose: () => forget(alert.id) },
        );
      }
      const count = changes.summary;
      if (count !== null) {
        const close = () => toast.dismiss(SUMMARY_ID);
        toast.custom(() => <NewOrdersSummaryToast count={count} onOpen={close} onClose={close} />, {
          ...options,
          id: SUMMARY_ID,
          onDismiss: () => forget('summary'),
          onAutoClose: () => forget('summary'),
        });
      }
    },
    [forget],
  );

  // Read or dismissed (here, in the bell's panel, or in another window): its toast has nothing left to say.
  useEffect(() => {
    if (!unread) return;
    let next = shown.current;
    for (const id of toastsOfReadAlerts(next, unread)) next = withoutOrderToast(next, id);
    if (unread.length === 0) next = withoutOrderToast(next, 'summary');
    if (next !== shown.current) apply(next);
  }, [unread, apply]);

  // Signed out, or alerts turned off: no toast outlives the bell.
  useEffect(
    () => () => {
      apply(NO_ORDER_TOASTS);
    },
    [apply],
  );

  const show = useCallback((alert: StaffAlert) => apply(withArrivedOrder(shown.current, alert)), [apply]);
  const closeAll = useCallback(() => apply(NO_ORDER_TOASTS), [apply]);
  return { show, closeAll };
}
