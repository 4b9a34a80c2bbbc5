import { BellOff, CheckCheck, Volume2, VolumeX, X } from 'lucide-react';
import type { AdminStaffAlertsResponse } from '@matjar/core';
import type { Ref } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { AlertItem } from './alert-item';
import type { AlertAction } from './api/staff-alerts';
import { DesktopNotificationsControl } from './desktop-notifications-control';
import type { DesktopNotifications } from './use-desktop-notifications';

export interface AlertsPanelProps {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  list: AdminStaffAlertsResponse | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  onAction: (action: AlertAction) => void;
  muted: boolean;
  onToggleMute: () => void;
  playingElsewhere: boolean;
  desktop: Pick<DesktopNotifications, 'state' | 'asking' | 'enable' | 'disable'>;
  onClose: () => void;
}

/**
 * The bell's panel: unread alerts newest first. Full width under the top bar on phones, a card under the
 * bell from the small breakpoint up.
 */
export function AlertsPanel({
  id,
  headingRef,
  list,
  error,
  retrying,
  onRetry,
  onAction,
  muted,
  onToggleMute,
  playingElsewhere,
  desktop,
  onClose,
}: AlertsPanelProps) {
  const { t } = useI18n();
  const titleId = `${id}-title`;
  const more = list ? list.unread_count - list.alerts.length : 0;
  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-2 top-16 z-40 flex max-h-[calc(100vh-5rem)] flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex items-center gap-2 border-b border-zinc-200 px-4 py-3">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="me-auto text-base font-bold text-zinc-900">
          {t('alerts.title')}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          icon={muted ? VolumeX : Volume2}
          aria-pressed={muted}
          title={muted ? t('alerts.unmute') : t('alerts.mute')}
          onClick={onToggleMute}
        >
          <span className="sr-only">{t('alerts.mute')}</span>
        </Button>
        {list && list.alerts.length > 0 && (
          <Button size="sm" variant="ghost" icon={CheckCheck} onClick={() => onAction({ kind: 'read-all' })}>
            {t('alerts.markAllRead')}
          </Button>
        )}
        <Button size="sm" variant="ghost" icon={X} title={t('alerts.close')} onClick={onClose}>
          <span className="sr-only">{t('alerts.close')}</span>
        </Button>
      </div>
      {playingElsewhere && (
        <p className="border-b border-zinc-100 bg-zinc-50 px-4 py-2 text-xs text-zinc-600">
          {t('alerts.playingElsewhere')}
        </p>
      )}
      <DesktopNotificationsControl
        state={desktop.state}
        asking={desktop.asking}
        onEnable={() => void desktop.enable()}
        onDisable={desktop.disable}
      />
      <div className="overflow-y-auto">
        {!list && error ? (
          <ErrorState title={t('alerts.loadFailed')} error={error} onRetry={onRetry} retrying={retrying} />
        ) : !list ? (
          <LoadingState />
        ) : list.alerts.length === 0 ? (
          <p className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-zinc-500">
            <BellOff aria-hidden="true" className="size-4" />
            {t('alerts.none')}
          </p>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {list.alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} onAction={onAction} onNavigate={onClose} />
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className="px-4 py-2 text-center text-xs text-zinc-500">
            {t('alerts.moreUnread', { count: more })}
          </p>
        )}
      </div>
    </div>
  );
}
