import { useMemo, useSyncExternalStore } from 'react';
import type { StaffAlert } from '@matjar/core';
import { useStaffAlerts } from './api/staff-alerts';

// "New" orders, highlighted on the board and in the all-orders list: those with an unread alert for the
// signed-in staff member that have not been opened in this browser since. Opening an order is remembered
// here rather than marking its alert read, so the tone still plays until someone acknowledges the alert
// (back-office §2: unread until marked read or dismissed); reading the alert ends the highlight as well.

const OPENED_KEY = 'matjar-opened-orders';
/** Only orders with unread alerts matter, and the unread list holds at most 100: a little more is kept. */
const MOST_REMEMBERED = 200;

/** The orders to highlight: those the unread alerts name, less the ones opened since. */
export function newOrderIds(alerts: readonly StaffAlert[], opened: readonly number[]): ReadonlySet<number> {
  const seen = new Set(opened);
  return new Set(alerts.map((alert) => alert.order_id).filter((id) => !seen.has(id)));
}

/** The opened orders with one more, newest last, the oldest forgotten past `most`. */
export function withOpenedOrder(opened: readonly number[], id: number, most = MOST_REMEMBERED): number[] {
  return [...opened.filter((known) => known !== id), id].slice(-most);
}

function readOpened(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(OPENED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    // Storage blocked or garbled: nothing remembered, so everything unread stays highlighted.
    return [];
  }
}

let opened: number[] | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function openedSnapshot(): number[] {
  opened ??= readOpened();
  return opened;
}

/** Ends the order's highlight in every tab of this browser (the order page calls it when it opens). */
export function markOrderOpened(id: number): void {
  if (openedSnapshot().at(-1) === id) return;
  opened = withOpenedOrder(openedSnapshot(), id);
  try {
    localStorage.setItem(OPENED_KEY, JSON.stringify(opened));
  } catch {
    // Private mode without storage: this tab alone.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab opened an order: re-read what it wrote.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== OPENED_KEY) return;
    opened = readOpened();
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ids of the orders to highlight as new (none for staff who get no alerts). */
export function useNewOrderIds(): ReadonlySet<number> {
  const alerts = useStaffAlerts().data?.alerts;
  const openedIds = useSyncExternalStore(subscribe, openedSnapshot, () => []);
  return useMemo(() => newOrderIds(alerts ?? [], openedIds), [alerts, openedIds]);
}
