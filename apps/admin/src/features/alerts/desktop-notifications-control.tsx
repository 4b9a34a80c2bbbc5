import { BellOff, BellRing, MonitorX } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import type { DesktopNotificationState } from './desktop-notifications';

/**
 * The alerts panel's "Enable desktop notifications": the one place the browser is asked (never on page
 * load), and what this browser says — on, blocked for this site, or unable to show them here.
 */
export function DesktopNotificationsControl({
  state,
  asking,
  onEnable,
  onDisable,
}: {
  state: DesktopNotificationState;
  asking: boolean;
  onEnable: () => void;
  onDisable: () => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const statusId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-desktop-notifications={state}
      className="border-b border-zinc-100 bg-zinc-50 px-4 py-3 text-xs text-zinc-700"
    >
      <h3 id={headingId} className="sr-only">
        {t('alerts.desktop.heading')}
      </h3>
      {state === 'off' ? (
        <div className="flex flex-col items-start gap-1.5">
          <Button size="sm" icon={BellRing} loading={asking} aria-describedby={statusId} onClick={onEnable}>
            {t('alerts.desktop.enable')}
          </Button>
          <p id={statusId}>{t('alerts.desktop.offHint')}</p>
        </div>
      ) : state === 'on' ? (
        <div className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <p id={statusId} className="me-auto">
            <span className="font-semibold text-zinc-900">{t('alerts.desktop.heading')}</span>
            {' — '}
            {t('alerts.desktop.on')}
          </p>
          <Button size="sm" variant="ghost" icon={BellOff} aria-describedby={statusId} onClick={onDisable}>
            {t('alerts.desktop.disable')}
          </Button>
        </div>
      ) : (
        <p className="flex items-start gap-2">
          <MonitorX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
          <span>
            <span className="font-semibold text-zinc-900">{t('alerts.desktop.heading')}</span>
            {' — '}
            {t(state === 'blocked' ? 'alerts.desktop.blocked' : 'alerts.desktop.unsupported')}
          </span>
        </p>
      )}
    </section>
  );
}
