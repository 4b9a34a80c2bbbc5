import type { AdminWhatsAppSettings } from '@matjar/core';
import { useId } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { QueryState } from '../../ui/query-state';
import { ToggleSwitch } from '../../ui/toggle-switch';
import { useSwitchWhatsApp, useWhatsAppSettings } from './api/whatsapp';
import { SettingsSection, useSaveToasts, type SettingsTabProps } from './tab-parts';
import { WhatsAppCheckSection } from './whatsapp-check-section';
import { WhatsAppCredentialsForm } from './whatsapp-credentials-form';
import { WhatsAppTestSection } from './whatsapp-test-section';
import { WhatsAppWebhookSection } from './whatsapp-webhook-section';
import { WhatsAppProblemAlert } from './whatsapp-problem-alert';

const STATE_TONE: Record<AdminWhatsAppSettings['state'], string> = {
  off: 'bg-zinc-100 text-zinc-800',
  connected: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  needs_attention: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300',
};

/**
 * WhatsApp in Settings, for admins (docs/whatsapp.md): the state and the switch, the account's ids and secrets
 * (entered once, never shown again), the webhook to paste into Meta, the connection check with each template's
 * approval and wording, and a test message. Each part saves on its own; only the account form can be "dirty".
 */
export function WhatsAppTab({ onDirtyChange }: Pick<SettingsTabProps, 'onDirtyChange'>) {
  const { t } = useI18n();
  const query = useWhatsAppSettings();
  return (
    <QueryState query={query} errorTitle={t('whatsapp.loadFailed')}>
      {(settings) => (
        <div className="space-y-6">
          {settings.send_problem && <WhatsAppProblemAlert problem={settings.send_problem} />}
          <WhatsAppStateSection settings={settings} />
          <WhatsAppCredentialsForm settings={settings} onDirtyChange={onDirtyChange} />
          <WhatsAppWebhookSection settings={settings} />
          <WhatsAppCheckSection settings={settings} />
          <WhatsAppTestSection settings={settings} />
        </div>
      )}
    </QueryState>
  );
}

function WhatsAppStateSection({ settings }: { settings: AdminWhatsAppSettings }) {
  const { t } = useI18n();
  const hintId = useId();
  const switchWhatsApp = useSwitchWhatsApp();
  const toasts = useSaveToasts();
  const fromEnvironment = settings.source === 'environment';
  const onSwitch = async (enabled: boolean) => {
    try {
      await switchWhatsApp.mutateAsync(enabled);
      toast.success(t(enabled ? 'whatsapp.switchedOn' : 'whatsapp.switchedOff'));
    } catch (error) {
      toasts.failed(error);
    }
  };
  return (
    <SettingsSection title={t('whatsapp.title')} body={t('whatsapp.body')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p
          className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONE[settings.state]}`}
        >
          {t('whatsapp.stateLabel', { state: t(`whatsapp.state.${settings.state}`) })}
        </p>
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-zinc-800" aria-hidden="true">
            {t('whatsapp.switch')}
          </span>
          <ToggleSwitch
            checked={settings.enabled}
            label={t('whatsapp.switch')}
            describedBy={hintId}
            disabled={
              fromEnvironment || switchWhatsApp.isPending || (!settings.enabled && !settings.complete)
            }
            onChange={(enabled) => void onSwitch(enabled)}
          />
        </div>
      </div>
      <p id={hintId} className="text-sm text-zinc-600">
        {fromEnvironment
          ? t('whatsapp.environment')
          : !settings.complete
            ? t('whatsapp.switchNeedsCredentials')
            : null}
      </p>
    </SettingsSection>
  );
}
