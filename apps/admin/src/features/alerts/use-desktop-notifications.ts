import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatMoney, formatOrderNumber, type StaffAlert } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import type { Language, Translate } from '../../i18n/translate';
import {
  DESKTOP_PREFERENCE_KEY,
  browserEnvironment,
  createDesktopNotifier,
  desktopNotificationState,
  disableDesktopNotifications,
  enableDesktopNotifications,
  type DesktopNotifier,
} from './desktop-notifications';

// Isolates a name in plain text (a notification has no <bdi>): a name in the other script must not reorder
// the words around it.
const isolate = (text: string) => `\u2068${text}\u2069`;

function describeArrivals(arrivals: readonly StaffAlert[], t: Translate, language: Language) {
  const latest = arrivals.at(-1)!;
  const params = { name: isolate(latest.customer_name), total: formatMoney(latest.total_amount, language) };
  const text =
    arrivals.length === 1
      ? {
          title: t('alerts.desktop.title', { number: formatOrderNumber(latest.short_number) }),
          body: t('alerts.desktop.body', params),
        }
      : {
          title: t('alerts.toast.many', { count: arrivals.length }),
          body: t('alerts.desktop.latest', params),
        };
  return { ...text, lang: language, dir: language === 'ar' ? ('rtl' as const) : ('ltr' as const) };
}

/**
 * Desktop notifications of new orders for this tab: the control's state and actions, and `notify` for each
 * arriving alert (shown only while the tab is hidden and only once someone enabled them here).
 */
export function useDesktopNotifications() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [env] = useState(browserEnvironment);
  const [state, setState] = useState(() => desktopNotificationState(env));
  const [asking, setAsking] = useState(false);
  // The notifier lives as long as the tab; it reads the language and the router at the moment it needs them.
  const current = useRef({ t, language, navigate });
  useEffect(() => {
    current.current = { t, language, navigate };
  }, [t, language, navigate]);
  const notifier = useRef<DesktopNotifier | null>(null);

  useEffect(() => {
    const created = createDesktopNotifier(env, {
      describe: (arrivals) => describeArrivals(arrivals, current.current.t, current.current.language),
      onOpen: (orderId) => {
        window.focus();
        void current.current.navigate(orderId === null ? '/orders' : `/orders/${orderId}`);
      },
    });
    notifier.current = created;
    const refresh = () => setState(desktopNotificationState(env));
    // Turned on or off in another tab of this browser.
    const onStorage = (event: StorageEvent) => {
      if (event.key === DESKTOP_PREFERENCE_KEY) refresh();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      created.tabVisible();
      // The person may have changed the site's permission in the browser meanwhile.
      refresh();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
      notifier.current = null;
    };
  }, [env]);

  const enable = useCallback(async () => {
    setAsking(true);
    try {
      setState(await enableDesktopNotifications(env));
    } catch {
      toast.error(current.current.t('alerts.desktop.failed'));
    } finally {
      setAsking(false);
    }
  }, [env]);
  const disable = useCallback(() => setState(disableDesktopNotifications(env)), [env]);
  const notify = useCallback((alert: StaffAlert) => void notifier.current?.notify(alert), []);

  return { state, asking, enable, disable, notify };
}
export type DesktopNotifications = ReturnType<typeof useDesktopNotifications>;
