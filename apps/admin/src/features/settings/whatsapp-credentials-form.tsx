import type { AdminWhatsAppSettings } from '@matjar/core';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Field, inputClass } from '../../ui/field';
import { FormAlert } from '../../ui/form-alert';
import { useSaveWhatsAppCredentials } from './api/whatsapp';
import { SettingsSection, useReportDirty, type SettingsTabProps } from './tab-parts';

type CredentialField = 'phone_number_id' | 'business_account_id' | 'access_token' | 'app_secret';
const KEYS: CredentialField[] = ['phone_number_id', 'business_account_id', 'access_token', 'app_secret'];
/** The form as stored: the ids as they are, the secrets empty (typing one replaces it). */
const formOf = (settings: AdminWhatsAppSettings): Record<CredentialField, string> => ({
  phone_number_id: settings.phone_number_id ?? '',
  business_account_id: settings.business_account_id ?? '',
  access_token: '',
  app_secret: '',
});
const LABELS: Record<CredentialField, { label: MessageKey; hint: MessageKey }> = {
  phone_number_id: { label: 'whatsapp.phoneNumberId', hint: 'whatsapp.phoneNumberIdHint' },
  business_account_id: { label: 'whatsapp.businessAccountId', hint: 'whatsapp.businessAccountIdHint' },
  access_token: { label: 'whatsapp.accessToken', hint: 'whatsapp.accessTokenHint' },
  app_secret: { label: 'whatsapp.appSecret', hint: 'whatsapp.appSecretHint' },
};

/**
 * The account's two ids and two secrets. The ids show as stored; a secret shows only "Set" and is replaced by
 * typing a new one (the server never answers it). A blank field keeps what is stored.
 */
export function WhatsAppCredentialsForm({
  settings,
  onDirtyChange,
}: { settings: AdminWhatsAppSettings } & Pick<SettingsTabProps, 'onDirtyChange'>) {
  const { t, language } = useI18n();
  const save = useSaveWhatsAppCredentials();
  const [typed, setTyped] = useState(() => formOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = settings.source === 'environment';
  const stored = formOf(settings);
  const isSet = { access_token: settings.access_token_set, app_secret: settings.app_secret_set };
  const dirty = KEYS.some((key) => typed[key].trim() !== stored[key]);
  useReportDirty(dirty, onDirtyChange);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || readOnly) return;
    setProblem(null);
    try {
      setTyped(formOf(await save.mutateAsync(typed)));
      toast.success(t('whatsapp.saved'));
    } catch (error) {
      setProblem(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  const field = (key: CredentialField, secret: boolean) => (
    <Field
      key={key}
      label={
        <>
          {t(LABELS[key].label)}
          {secret && isSet[key as 'access_token' | 'app_secret'] && (
            <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('whatsapp.secretSet')}
            </span>
          )}
        </>
      }
      hint={t(LABELS[key].hint)}
    >
      {(control) => (
        <input
          {...control}
          dir="ltr"
          type={secret ? 'password' : 'text'}
          inputMode={secret ? undefined : 'numeric'}
          autoComplete={secret ? 'new-password' : 'off'}
          spellCheck={false}
          readOnly={readOnly}
          placeholder={
            secret && isSet[key as 'access_token' | 'app_secret']
              ? t('whatsapp.secretSetPlaceholder')
              : undefined
          }
          value={typed[key]}
          onChange={(event) => setTyped((current) => ({ ...current, [key]: event.target.value }))}
          className={inputClass(false)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection title={t('whatsapp.credentials.title')} body={t('whatsapp.credentials.body')}>
        <div className="grid gap-4 md:grid-cols-2">
          {field('phone_number_id', false)}
          {field('business_account_id', false)}
          {field('access_token', true)}
          {field('app_secret', true)}
        </div>
        <FormAlert message={problem} />
        {!readOnly && (
          <div className="flex justify-end">
            <Button
              type="submit"
              variant="primary"
              icon={Save}
              loading={save.isPending}
              loadingLabel={t('common.saving')}
              disabled={!dirty}
            >
              {t('common.save')}
            </Button>
          </div>
        )}
      </SettingsSection>
    </form>
  );
}
