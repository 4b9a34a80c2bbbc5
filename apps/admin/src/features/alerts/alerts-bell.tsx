import { Bell, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { can, formatNumber, type StaffAlert } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { receivesAlerts, useStaffAlerts } from '../../lib/api/staff-alerts';
import { setTitleUnread } from '../../lib/document-title';
import { useSession } from '../../lib/session/session-context';
import { Button } from '../../ui/button';
import { AlertsPanel } from './alerts-panel';
import { useAlertAction, type AlertAction } from './api/staff-alerts';
import { NewOrderToaster } from './new-order-toast';
import { useStaffEvents } from './use-staff-events';
import { useAlertTone } from './use-alert-tone';
import { useDesktopNotifications } from './use-desktop-notifications';
import { useNewOrderToasts } from './use-new-order-toasts';

/**
 * The top bar's new-order alerts (docs/product/back-office.md §2): a bell with the unread count and its panel, the
 * live event stream, the tone with its "enable sound" control, and for each order that arrives a toast, the
 * count in the tab's title and, while the tab is hidden, a desktop notification. Nothing for staff whose
 * receive_notifications is off (the server writes them no alerts).
 */
export function AlertsBell() {
  const { t, language } = useI18n();
  const { user } = useSession();
  const enabled = receivesAlerts(user);
  const alerts = useStaffAlerts();
  const { show: showToast, closeAll: closeToasts } = useNewOrderToasts(alerts.data?.alerts);
  const desktop = useDesktopNotifications();
  const { notify } = desktop;
  const announce = useCallback(
    (alert: StaffAlert) => {
      showToast(alert);
      notify(alert);
    },
    [showToast, notify],
  );
  // Everyone who reads orders keeps the stream open: boards and order pages follow it.
  useStaffEvents(can(user, 'orders.view'), announce);
  const action = useAlertAction();
  const count = enabled ? (alerts.data?.unread_count ?? 0) : 0;
  const tone = useAlertTone(count > 0);
  useEffect(() => {
    setTitleUnread(count);
    return () => setTitleUnread(0);
  }, [count]);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The panel lists every unread alert: the toasts would only cover it.
    closeToasts();
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, closeToasts]);

  if (!enabled) return null;

  const run = (next: AlertAction) =>
    action.mutate(next, { onError: () => toast.error(t('alerts.actionFailed')) });

  // The badge's own words, "99+" past 99, in the bell's name too: what is seen is what a screen reader says.
  const shownCount = count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language);
  return (
    <div ref={wrapper} className="relative flex items-center gap-2" data-tone-state={tone.state}>
      {tone.state === 'blocked' && (
        <Button
          size="sm"
          variant="attention"
          icon={Volume2}
          title={t('alerts.enableSoundHint')}
          onClick={tone.enable}
        >
          <span className="sr-only sm:not-sr-only">{t('alerts.enableSound')}</span>
        </Button>
      )}
      <button
        ref={bell}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={count > 0 ? t('alerts.bellUnread', { count: shownCount }) : t('alerts.bell')}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="relative flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className={`size-5 ${count > 0 ? 'text-brand-700' : ''}`} />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
          >
            {shownCount}
          </span>
        )}
      </button>
      {open && (
        <AlertsPanel
          id={panelId}
          headingRef={heading}
          list={alerts.data}
          error={alerts.error}
          retrying={alerts.isFetching}
          onRetry={() => void alerts.refetch()}
          onAction={run}
          muted={tone.muted}
          onToggleMute={tone.toggleMute}
          playingElsewhere={tone.state === 'other-tab'}
          desktop={desktop}
          onClose={() => close(true)}
        />
      )}
      <NewOrderToaster />
    </div>
  );
}
