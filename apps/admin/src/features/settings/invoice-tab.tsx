import { CommercialRegistrationNumber } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Field, inputClass } from '../../ui/field';
import { formMessage } from '../../ui/form-message';
import { useSaveSiteSetting } from './api/site-settings';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

/**
 * What the invoice prints about the shop beyond its contact details: the commercial registration
 * number, checked by core's rule as typed (Arabic-Indic digits are read as Latin); empty prints none.
 */
export function InvoiceTab({ settings, canEdit, onDirtyChange }: SettingsTabProps) {
  const { t, language } = useI18n();
  const save = useSaveSiteSetting();
  const toasts = useSaveToasts();
  const saved = settings.commercialRegistration ?? '';
  const [number, setNumber] = useState(saved);
  const [touched, setTouched] = useState(false);
  const dirty = number.trim() !== saved;
  useReportDirty(dirty, onDirtyChange);
  const checked = CommercialRegistrationNumber.safeParse(number);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;

  const submit = async () => {
    setTouched(true);
    if (!checked.success) return;
    try {
      const next = await save.mutateAsync({ key: 'commercial_registration', value: checked.data });
      setNumber(next.commercialRegistration ?? '');
      setTouched(false);
      toasts.saved('settings.invoice.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };

  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.invoice.title')} body={t('settings.invoice.body')}>
        <Field
          label={t('settings.invoice.cr')}
          hint={t('settings.invoice.crHint')}
          error={touched ? formMessage(problem, language) : undefined}
          className="max-w-xs"
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              inputMode="numeric"
              value={number}
              disabled={!canEdit}
              onChange={(event) => setNumber(event.target.value)}
              onBlur={() => setTouched(true)}
              className={inputClass(touched && problem !== undefined)}
            />
          )}
        </Field>
      </SettingsSection>
    </SettingsForm>
  );
}
