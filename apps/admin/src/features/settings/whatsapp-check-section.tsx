import {
  formatDate,
  SHOP_WHATSAPP_TEMPLATES,
  WHATSAPP_TEMPLATE_LANGUAGES,
  type AdminWhatsAppCheck,
  type AdminWhatsAppSettings,
  type WhatsAppTemplateStatus,
} from '@matjar/core';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { useCheckWhatsApp } from './api/whatsapp';
import { SettingsSection, useSaveToasts } from './tab-parts';

const QUALITY = new Set(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']);
const STATUS_TONE: Partial<Record<WhatsAppTemplateStatus, string>> = {
  APPROVED: 'bg-emerald-50 text-emerald-800',
  PENDING: 'bg-sky-50 text-sky-800',
  MISSING: 'bg-red-50 text-red-800',
  REJECTED: 'bg-red-50 text-red-800',
};

/**
 * "Check the connection": Meta's answer about the number (name, quality) and each template the shop sends,
 * in Arabic and English with its approval state; a template not approved shows its exact wording to copy.
 */
export function WhatsAppCheckSection({ settings }: { settings: AdminWhatsAppSettings }) {
  const { t, language } = useI18n();
  const check = useCheckWhatsApp();
  const toasts = useSaveToasts();
  const last = settings.last_check;
  const run = async () => {
    try {
      await check.mutateAsync();
    } catch (error) {
      toasts.failed(error);
    }
  };
  return (
    <SettingsSection title={t('whatsapp.check.title')} body={t('whatsapp.check.body')}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          icon={RefreshCw}
          loading={check.isPending}
          disabled={!settings.complete}
          onClick={() => void run()}
        >
          {t('whatsapp.check.run')}
        </Button>
        <p className="text-sm text-zinc-600" aria-live="polite">
          {last
            ? t('whatsapp.check.at', { time: formatDate(last.checked_at, language) })
            : t('whatsapp.check.never')}
        </p>
      </div>
      {last && <CheckResult check={last} names={settings.template_names} />}
    </SettingsSection>
  );
}

function CheckResult({
  check,
  names,
}: {
  check: AdminWhatsAppCheck;
  names: AdminWhatsAppSettings['template_names'];
}) {
  const { t } = useI18n();
  const verdict = check.ok
    ? t('whatsapp.check.ok')
    : check.problem
      ? t(`whatsapp.check.problem.${check.problem}`)
      : t('whatsapp.check.templatesMissing');
  return (
    <div className="space-y-5">
      <p
        role="status"
        className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
          check.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
        }`}
      >
        {check.ok ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          {verdict}
          {check.problem_detail && (
            <span className="mt-1 block text-xs font-normal break-words" dir="auto">
              {t('whatsapp.check.metaSaid', { detail: check.problem_detail })}
            </span>
          )}
        </span>
      </p>
      {check.phone && (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {(
            [
              ['whatsapp.phone.name', check.phone.display_name],
              ['whatsapp.phone.number', check.phone.display_number],
              [
                'whatsapp.phone.quality',
                check.phone.quality_rating && QUALITY.has(check.phone.quality_rating)
                  ? t(`whatsapp.quality.${check.phone.quality_rating}` as MessageKey)
                  : check.phone.quality_rating,
              ],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-zinc-50 px-3 py-2">
              <dt className="text-xs text-zinc-600">{t(label)}</dt>
              <dd className="font-semibold text-zinc-900" dir="auto">
                {value ?? '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {check.templates && <TemplateList check={check} names={names} />}
    </div>
  );
}

function TemplateList({
  check,
  names,
}: {
  check: AdminWhatsAppCheck;
  names: AdminWhatsAppSettings['template_names'];
}) {
  const { t } = useI18n();
  const statusOf = (event: string, language: string) =>
    check.templates?.find((row) => row.event === event && row.language === language)?.status ?? 'MISSING';
  return (
    <div>
      <h3 className="text-base font-semibold text-zinc-900">{t('whatsapp.templates.title')}</h3>
      <p className="mt-1 text-sm text-zinc-600">{t('whatsapp.templates.body')}</p>
      <ul className="mt-3 divide-y divide-zinc-100 rounded-lg border border-zinc-200">
        {SHOP_WHATSAPP_TEMPLATES.map((template) => {
          const name = names[template.event] ?? template.name;
          const statuses = WHATSAPP_TEMPLATE_LANGUAGES.map((language) => ({
            language,
            status: statusOf(template.event, language),
          }));
          const approved = statuses.every((s) => s.status === 'APPROVED');
          return (
            <li key={template.event} className="space-y-3 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0">
                  <span className="block text-sm font-semibold text-zinc-900">
                    {t(`orderPage.whatsapp.event.${template.event}`)}
                  </span>
                  <code dir="ltr" className="font-mono text-xs text-zinc-600">
                    {name}
                  </code>
                </p>
                <p className="flex flex-wrap gap-1.5">
                  {statuses.map(({ language, status }) => (
                    <span
                      key={language}
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        STATUS_TONE[status] ?? 'bg-amber-50 text-amber-900'
                      }`}
                    >
                      {t('whatsapp.templates.languageStatus', {
                        language: t(`whatsapp.templates.${language}`),
                        status: t(`whatsapp.template.${status}`),
                      })}
                    </span>
                  ))}
                </p>
              </div>
              {!approved && (
                <div className="space-y-2 rounded-lg bg-zinc-50 p-3">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-700">
                    {t('whatsapp.templates.create')}
                    <CopyButton text={name} what={`${t('whatsapp.templates.name')} ${name}`} />
                  </p>
                  {WHATSAPP_TEMPLATE_LANGUAGES.map((language) => (
                    <div key={language} className="flex flex-wrap items-start gap-2">
                      <p
                        lang={language}
                        dir={language === 'ar' ? 'rtl' : 'ltr'}
                        className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm text-zinc-900 select-all"
                      >
                        {template.body[language]}
                      </p>
                      <CopyButton
                        text={template.body[language]}
                        what={`${name} (${t(`whatsapp.templates.${language}`)})`}
                      />
                    </div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
