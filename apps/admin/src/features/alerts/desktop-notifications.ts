import type { StaffAlert } from '@matjar/core';

/**
 * The "Enable desktop notifications" control's states: the browser has no Notification API here (or the
 * address is not secure, where browsers refuse it); the browser blocks this site; off (never asked, asked
 * and not answered, or turned off here); on.
 */
export type DesktopNotificationState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The part of a shown notification this code uses. */
export interface ShownNotification {
  onclick: ((event: Event) => void) | null;
  close(): void;
}

/** The Notification API as this code uses it (the browser's, or a fake in tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions & { renotify?: boolean }): ShownNotification;
}

export interface DesktopEnvironment {
  readonly Notification: NotificationApi | undefined;
  /** Browsers offer notifications only to secure pages (https, or localhost). */
  readonly secure: boolean;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly hidden: () => boolean;
}

/** Whether this browser's staff turned them on here (permission is the browser's; this is ours to turn off). */
export const DESKTOP_PREFERENCE_KEY = 'matjar-desktop-notifications';
/** One tag for every new-order notification: each replaces the last, and two tabs show one, not two. */
const NOTIFICATION_TAG = 'matjar-new-orders';

export function browserEnvironment(): DesktopEnvironment {
  let storage: DesktopEnvironment['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked: notifications can still be turned on for this visit.
  }
  return {
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    secure: window.isSecureContext,
    storage,
    hidden: () => document.visibilityState === 'hidden',
  };
}

let onForThisVisit = false;

function preferenceOn(env: DesktopEnvironment): boolean {
  try {
    return env.storage ? env.storage.getItem(DESKTOP_PREFERENCE_KEY) === 'on' : onForThisVisit;
  } catch {
    return onForThisVisit;
  }
}

function setPreference(env: DesktopEnvironment, on: boolean): void {
  onForThisVisit = on;
  try {
    if (on) env.storage?.setItem(DESKTOP_PREFERENCE_KEY, 'on');
    else env.storage?.removeItem(DESKTOP_PREFERENCE_KEY);
  } catch {
    // Not remembered past this visit.
  }
}

export function desktopNotificationState(env: DesktopEnvironment): DesktopNotificationState {
  if (!env.Notification || !env.secure) return 'unsupported';
  if (env.Notification.permission === 'denied') return 'blocked';
  return env.Notification.permission === 'granted' && preferenceOn(env) ? 'on' : 'off';
}

/**
 * The control's click: asks the browser (only while it has not been answered; a click is the gesture
 * browsers require) and, when allowed, remembers "on" for this browser.
 */
export async function enableDesktopNotifications(env: DesktopEnvironment): Promise<DesktopNotificationState> {
  if (!env.Notification || !env.secure) return 'unsupported';
  let permission = env.Notification.permission;
  if (permission === 'default') permission = await env.Notification.requestPermission();
  if (permission === 'granted') setPreference(env, true);
  return desktopNotificationState(env);
}

export function disableDesktopNotifications(env: DesktopEnvironment): DesktopNotificationState {
  setPreference(env, false);
  return desktopNotificationState(env);
}

/**
 * What a notification says for the orders that arrived while the tab was hidden (newest last), in the UI's
 * language at that moment.
 */
export type DescribeArrivals = (arrivals: readonly StaffAlert[]) => {
  title: string;
  body: string;
  lang: string;
  dir: NotificationDirection;
};

/**
 * Desktop notifications of new orders, only while the tab is hidden (a visible tab has its toast): one for
 * the first order, then one "N new orders" replacing it. A click focuses the tab and opens the order (the
 * board for several); coming back to the tab closes it.
 */
export function createDesktopNotifier(
  env: DesktopEnvironment,
  options: { describe: DescribeArrivals; onOpen: (orderId: number | null) => void },
) {
  let arrivals: StaffAlert[] = [];
  let shown: ShownNotification | null = null;

  return {
    /** Shows (or updates) the notification if this tab is hidden and notifications are on; says whether. */
    notify(alert: StaffAlert): boolean {
      if (!env.hidden() || desktopNotificationState(env) !== 'on' || !env.Notification) return false;
      arrivals = [...arrivals, alert];
      const { title, ...text } = options.describe(arrivals);
      const orderId = arrivals.length === 1 ? alert.order_id : null;
      try {
        // renotify: each order sounds and shows again although it replaces the last under the same tag.
        const notification = new env.Notification(title, { ...text, tag: NOTIFICATION_TAG, renotify: true });
        notification.onclick = () => {
          notification.close();
          options.onOpen(orderId);
        };
        shown = notification;
        return true;
      } catch {
        // Browsers that show notifications only from a service worker (Chrome on Android) refuse the
        // constructor; the toast, the title and the tone still tell.
        return false;
      }
    },
    /** The tab is visible again: what the notification said is on the screen now. */
    tabVisible(): void {
      shown?.close();
      shown = null;
      arrivals = [];
    },
  };
}
export type DesktopNotifier = ReturnType<typeof createDesktopNotifier>;
