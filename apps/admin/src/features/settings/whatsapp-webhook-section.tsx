import type { AdminWhatsAppSettings } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { CopyButton } from '../../ui/copy-button';
import { SettingsSection } from './tab-parts';

/** What to paste into Meta's webhook settings: the callback address and the verify token, each with Copy. */
export function WhatsAppWebhookSection({ settings }: { settings: AdminWhatsAppSettings }) {
  const { t } = useI18n();
  const row = (label: string, value: string | null, later: string) => (
    <div>
      <p className="mb-1.5 text-sm font-medium text-zinc-800">{label}</p>
      {value === null ? (
        <p className="text-sm text-zinc-600">{later}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <code
            dir="ltr"
            className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm break-all text-zinc-900 select-all"
          >
            {value}
          </code>
          <CopyButton text={value} what={label} />
        </div>
      )}
    </div>
  );
  return (
    <SettingsSection title={t('whatsapp.webhook.title')} body={t('whatsapp.webhook.body')}>
      {row(t('whatsapp.webhook.url'), settings.webhook_url, '')}
      {row(t('whatsapp.webhook.verifyToken'), settings.verify_token, t('whatsapp.webhook.verifyTokenLater'))}
    </SettingsSection>
  );
}
