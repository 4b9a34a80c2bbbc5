import { AdminReturnPolicyInput, RETURN_WINDOW_MAX_DAYS } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Field, inputClass } from '../../ui/field';
import { useSaveSiteSetting } from './api/site-settings';
import {
  SettingsForm,
  SettingsSection,
  useReportDirty,
  useSaveToasts,
  type SettingsTabProps,
} from './tab-parts';

/**
 * The return and exchange windows in days from delivery (decision 048): the returns page and the FAQ say them,
 * and the back office refuses a return past them unless an admin accepts it with a reason.
 */
export function ReturnsTab({ settings, canEdit, onDirtyChange }: SettingsTabProps) {
  const { t } = useI18n();
  const save = useSaveSiteSetting();
  const toasts = useSaveToasts();
  const saved = settings.returnPolicy;
  const [returnDays, setReturnDays] = useState(String(saved.return_days));
  const [exchangeDays, setExchangeDays] = useState(String(saved.exchange_days));
  const [touched, setTouched] = useState(false);
  const value = { return_days: Number(returnDays), exchange_days: Number(exchangeDays) };
  const dirty = value.return_days !== saved.return_days || value.exchange_days !== saved.exchange_days;
  useReportDirty(dirty, onDirtyChange);
  const checked = AdminReturnPolicyInput.safeParse(
    returnDays.trim() && exchangeDays.trim() ? value : { return_days: -1, exchange_days: -1 },
  );
  const problem = checked.success ? undefined : t('settings.returns.range', { max: RETURN_WINDOW_MAX_DAYS });

  const submit = async () => {
    setTouched(true);
    if (!checked.success) return;
    try {
      const next = await save.mutateAsync({ key: 'return_policy', value: checked.data });
      setReturnDays(String(next.returnPolicy.return_days));
      setExchangeDays(String(next.returnPolicy.exchange_days));
      setTouched(false);
      toasts.saved('settings.returns.saved');
    } catch (error) {
      toasts.failed(error);
    }
  };

  const days = (id: string, label: string, text: string, set: (next: string) => void) => (
    <Field id={id} label={label} error={touched ? problem : undefined} className="max-w-xs">
      {(control) => (
        <input
          {...control}
          dir="ltr"
          type="number"
          inputMode="numeric"
          min={0}
          max={RETURN_WINDOW_MAX_DAYS}
          value={text}
          disabled={!canEdit}
          onChange={(event) => set(event.target.value)}
          onBlur={() => setTouched(true)}
          className={inputClass(touched && problem !== undefined)}
        />
      )}
    </Field>
  );

  return (
    <SettingsForm dirty={dirty} saving={save.isPending} canEdit={canEdit} onSave={submit}>
      <SettingsSection title={t('settings.returns.title')} body={t('settings.returns.body')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {days('return-days', t('settings.returns.returnDays'), returnDays, setReturnDays)}
          {days('exchange-days', t('settings.returns.exchangeDays'), exchangeDays, setExchangeDays)}
        </div>
      </SettingsSection>
    </SettingsForm>
  );
}
