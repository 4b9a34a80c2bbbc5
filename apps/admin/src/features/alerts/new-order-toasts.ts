import type { StaffAlert } from '@matjar/core';

/** At most this many new-order toasts at once; past it they fold into one "N new orders". */
export const MOST_ORDER_TOASTS = 3;

/**
 * The new-order toasts on screen: one per order while they are few, or, once a burst passes
 * MOST_ORDER_TOASTS, a single summary counting the orders it stands for (0: no summary).
 */
export interface OrderToasts {
  readonly singles: readonly StaffAlert[];
  readonly summary: number;
}

export const NO_ORDER_TOASTS: OrderToasts = { singles: [], summary: 0 };

/** The toasts once another order has arrived. */
export function withArrivedOrder(
  toasts: OrderToasts,
  alert: StaffAlert,
  most = MOST_ORDER_TOASTS,
): OrderToasts {
  if (toasts.singles.some((shown) => shown.id === alert.id)) return toasts;
  if (toasts.summary > 0) return { singles: [], summary: toasts.summary + 1 };
  if (toasts.singles.length < most) return { singles: [...toasts.singles, alert], summary: 0 };
  return { singles: [], summary: toasts.singles.length + 1 };
}

/** The toasts once one has closed (dismissed, timed out, or its alert read): an alert's id, or 'summary'. */
export function withoutOrderToast(toasts: OrderToasts, closed: number | 'summary'): OrderToasts {
  if (closed === 'summary') return toasts.summary > 0 ? { ...toasts, summary: 0 } : toasts;
  if (!toasts.singles.some((shown) => shown.id === closed)) return toasts;
  return { ...toasts, singles: toasts.singles.filter((shown) => shown.id !== closed) };
}

/** The single toasts whose alert is no longer unread (read or dismissed, here or in another window). */
export function toastsOfReadAlerts(toasts: OrderToasts, unread: readonly StaffAlert[]): number[] {
  const stillUnread = new Set(unread.map((alert) => alert.id));
  return toasts.singles.filter((shown) => !stillUnread.has(shown.id)).map((shown) => shown.id);
}

/** What the screen must do to go from one state to the next. */
export interface OrderToastChanges {
  /** Alerts whose own toast goes. */
  readonly dismiss: readonly number[];
  /** Alerts that get a toast of their own. */
  readonly show: readonly StaffAlert[];
  /** The summary to show or update with this count; null: unchanged. */
  readonly summary: number | null;
  readonly dismissSummary: boolean;
}

export function orderToastChanges(before: OrderToasts, after: OrderToasts): OrderToastChanges {
  const kept = new Set(after.singles.map((alert) => alert.id));
  const had = new Set(before.singles.map((alert) => alert.id));
  return {
    dismiss: before.singles.filter((alert) => !kept.has(alert.id)).map((alert) => alert.id),
    show: after.singles.filter((alert) => !had.has(alert.id)),
    summary: after.summary > 0 && after.summary !== before.summary ? after.summary : null,
    dismissSummary: before.summary > 0 && after.summary === 0,
  };
}
