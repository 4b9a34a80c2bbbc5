import { describe, expect, it, vi } from 'vitest';
import type { StaffAlert } from '@matjar/core';
import {
  createDesktopNotifier,
  desktopNotificationState,
  disableDesktopNotifications,
  enableDesktopNotifications,
  type DesktopEnvironment,
  type NotificationApi,
} from './desktop-notifications';

/** A fake browser: the Notification API with a given permission and prompt answer, storage, visibility. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  secure = true,
  hasApi = true,
} = {}) {
  const shown: { title: string; options: NotificationOptions; closed: boolean; click: () => void }[] = [];
  const asked = vi.fn();
  const FakeNotification = class {
    static permission = permission;
    static async requestPermission() {
      asked();
      FakeNotification.permission = answer;
      return answer;
    }
    onclick: ((event: Event) => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      const entry = { title, options, closed: false, click: () => this.onclick?.(new Event('click')) };
      shown.push(entry);
      this.close = () => void (entry.closed = true);
    }
    close() {}
  };
  const stored = new Map<string, string>();
  const state = { hidden: true };
  const env: DesktopEnvironment = {
    Notification: hasApi ? (FakeNotification as unknown as NotificationApi) : undefined,
    secure,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    hidden: () => state.hidden,
  };
  return { env, shown, asked, state, stored };
}

const alert = (id: number): StaffAlert => ({
  id,
  order_id: id * 10,
  order_number: `ORD-${id}`,
  short_number: 1000 + id,
  customer_name: `Customer ${id}`,
  total_amount: 42_400,
  created_at: '2026-01-01T10:00:00.000Z',
});

describe('the "Enable desktop notifications" control', () => {
  it('is off until enabled, asks the browser only when clicked, and is remembered', async () => {
    const { env, asked, stored } = fakeBrowser();
    expect(desktopNotificationState(env)).toBe('off');
    expect(asked).not.toHaveBeenCalled();
    expect(await enableDesktopNotifications(env)).toBe('on');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(stored.get('matjar-desktop-notifications')).toBe('on');
    expect(desktopNotificationState(env)).toBe('on');
  });

  it('does not ask again once the browser allows this site; turning off is ours, and on again needs no prompt', async () => {
    const { env, asked } = fakeBrowser({ permission: 'granted' });
    expect(desktopNotificationState(env)).toBe('off');
    expect(await enableDesktopNotifications(env)).toBe('on');
    expect(disableDesktopNotifications(env)).toBe('off');
    expect(await enableDesktopNotifications(env)).toBe('on');
    expect(asked).not.toHaveBeenCalled();
  });

  it('says the browser blocks them, whether refused at the prompt or before', async () => {
    const refused = fakeBrowser({ answer: 'denied' });
    expect(await enableDesktopNotifications(refused.env)).toBe('blocked');
    const blockedBefore = fakeBrowser({ permission: 'denied' });
    expect(desktopNotificationState(blockedBefore.env)).toBe('blocked');
    expect(await enableDesktopNotifications(blockedBefore.env)).toBe('blocked');
    expect(blockedBefore.asked).not.toHaveBeenCalled();
  });

  it('stays off when the prompt is closed unanswered', async () => {
    const { env } = fakeBrowser({ answer: 'default' });
    expect(await enableDesktopNotifications(env)).toBe('off');
  });

  it('says they are unavailable without the API or on an address that is not secure', async () => {
    expect(desktopNotificationState(fakeBrowser({ hasApi: false }).env)).toBe('unsupported');
    const insecure = fakeBrowser({ secure: false });
    expect(desktopNotificationState(insecure.env)).toBe('unsupported');
    expect(await enableDesktopNotifications(insecure.env)).toBe('unsupported');
    expect(insecure.asked).not.toHaveBeenCalled();
  });
});

describe('desktop notifications of new orders', () => {
  const describeArrivals = (arrivals: readonly StaffAlert[]) => ({
    ...(arrivals.length === 1
      ? { title: `New order #${arrivals[0]!.short_number}`, body: arrivals[0]!.customer_name }
      : { title: `${arrivals.length} new orders`, body: `Latest: ${arrivals.at(-1)!.customer_name}` }),
    lang: 'en',
    dir: 'ltr' as const,
  });

  async function notifyingBrowser(options: Parameters<typeof fakeBrowser>[0] = { permission: 'granted' }) {
    const browser = fakeBrowser(options);
    await enableDesktopNotifications(browser.env);
    const onOpen = vi.fn();
    const notifier = createDesktopNotifier(browser.env, { describe: describeArrivals, onOpen });
    return { ...browser, notifier, onOpen };
  }

  it('shows one while the tab is hidden, and a click opens the order', async () => {
    const { notifier, shown, onOpen } = await notifyingBrowser();
    expect(notifier.notify(alert(1))).toBe(true);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('New order #1001');
    expect(shown[0]!.options).toMatchObject({ body: 'Customer 1', tag: 'matjar-new-orders', lang: 'en' });
    shown[0]!.click();
    expect(onOpen).toHaveBeenCalledWith(10);
    expect(shown[0]!.closed).toBe(true);
  });

  it('shows none while the tab is visible (the toast is there)', async () => {
    const { notifier, shown, state } = await notifyingBrowser();
    state.hidden = false;
    expect(notifier.notify(alert(1))).toBe(false);
    expect(shown).toHaveLength(0);
  });

  it('shows none unless turned on', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    const quiet = createDesktopNotifier(browser.env, { describe: describeArrivals, onOpen: () => {} });
    expect(quiet.notify(alert(1))).toBe(false);
    expect(browser.shown).toHaveLength(0);
  });

  it('counts a burst in one notification under one tag; its click opens the board', async () => {
    const { notifier, shown, onOpen } = await notifyingBrowser();
    for (const id of [1, 2, 3]) notifier.notify(alert(id));
    expect(shown.map((entry) => entry.title)).toEqual(['New order #1001', '2 new orders', '3 new orders']);
    expect(new Set(shown.map((entry) => entry.options.tag)).size).toBe(1);
    shown[2]!.click();
    expect(onOpen).toHaveBeenCalledWith(null);
  });

  it('closes it when the tab is visible again, and starts counting afresh', async () => {
    const { notifier, shown, state } = await notifyingBrowser();
    notifier.notify(alert(1));
    notifier.notify(alert(2));
    state.hidden = false;
    notifier.tabVisible();
    expect(shown[1]!.closed).toBe(true);
    state.hidden = true;
    notifier.notify(alert(3));
    expect(shown[2]!.title).toBe('New order #1003');
  });
});
