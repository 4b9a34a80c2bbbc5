import { Bell, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { can, formatNumber } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { useSession } from '../../lib/session/session-context';
import { Button } from '../../ui/button';
import { AlertsPanel } from './alerts-panel';
import { useAlertAction, useStaffAlerts, type AlertAction } from './api/staff-alerts';
import { useAlertStream } from './use-alert-stream';
import { useAlertTone } from './use-alert-tone';

/**
 * The top bar's new-order alerts (back-office §2): a bell with the unread count and its panel, the live
 * event stream, and the tone with its "enable sound" control. Nothing for staff whose receive_notifications
 * is off (the server writes them no alerts).
 */
export function AlertsBell() {
  const { t, language } = useI18n();
  const { user } = useSession();
  const enabled = !!user?.receive_notifications && can(user, 'orders.view');
  useAlertStream(enabled);
  const alerts = useStaffAlerts(enabled);
  const action = useAlertAction();
  const count = alerts.data?.unread_count ?? 0;
  const tone = useAlertTone(enabled && count > 0);
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
  }, [open, close]);

  if (!enabled) return null;

  const run = (next: AlertAction) =>
    action.mutate(next, { onError: () => toast.error(t('alerts.actionFailed')) });

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
        aria-label={
          count > 0 ? t('alerts.bellUnread', { count: formatNumber(count, language) }) : t('alerts.bell')
        }
        onClick={() => (open ? close(false) : setOpen(true))}
        className="relative flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className={`size-5 ${count > 0 ? 'text-brand-700' : ''}`} />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
          >
            {count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language)}
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
          onClose={() => close(true)}
        />
      )}
    </div>
  );
}
