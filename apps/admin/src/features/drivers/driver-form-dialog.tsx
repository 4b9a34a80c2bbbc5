import { formatDriverPhone, type AdminDriver } from '@matjar/core';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Dialog } from '../../ui/dialog';
import { Field, inputClass } from '../../ui/field';
import { useRefusedSave } from '../../ui/first-invalid';
import { FormAlert } from '../../ui/form-alert';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { useCreateDriver, useUpdateDriver } from './api/driver-mutations';
import { driverFormErrors } from './driver-form';

/** Adds a driver, or edits one (`driver`): a name and a Qatari mobile number, normalised by the server. */
export function DriverFormDialog({ driver, onClose }: { driver: AdminDriver | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const [name, setName] = useState(driver?.name ?? '');
  const [phone, setPhone] = useState(driver ? formatDriverPhone(driver.phone) : '');
  const [runLanguage, setRunLanguage] = useState<'ar' | 'en'>(driver?.language ?? 'ar');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = driverFormErrors({ name, phone });
  const saving = create.isPending || update.isPending;
  const { form, refuse } = useRefusedSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.keys(errors).length > 0) return refuse();
    try {
      const saved = driver
        ? await update.mutateAsync({ id: driver.id, name, phone, language: runLanguage })
        : await create.mutateAsync({ name, phone, language: runLanguage });
      toast.success(t('drivers.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setFailure(
        t('drivers.saveFailed', { message: describeApiError(error, language, t('common.tryAgainLater')) }),
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={driver ? t('drivers.editTitle', { name: driver.name }) : t('drivers.addTitle')}
    >
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field
          id="driver-name"
          label={t('drivers.name')}
          required
          error={tried && errors.name ? t(errors.name) : undefined}
        >
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              className={inputClass(Boolean(tried && errors.name))}
            />
          )}
        </Field>
        <Field
          id="driver-phone"
          label={t('drivers.phone')}
          required
          hint={t('drivers.phoneHint')}
          error={tried && errors.phone ? t(errors.phone) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              dir="ltr"
              inputMode="tel"
              value={phone}
              maxLength={30}
              autoComplete="off"
              onChange={(event) => setPhone(event.target.value)}
              className={`${inputClass(Boolean(tried && errors.phone))} text-start`}
            />
          )}
        </Field>
        <Field id="driver-language" label={t('drivers.language')}>
          {(control) => (
            <select
              {...control}
              value={runLanguage}
              onChange={(event) => setRunLanguage(event.target.value === 'en' ? 'en' : 'ar')}
              className={inputClass(false)}
            >
              <option value="ar">{t('drivers.languageAr')}</option>
              <option value="en">{t('drivers.languageEn')}</option>
            </select>
          )}
        </Field>
        <FormAlert message={failure} />
        <FormDialogActions onCancel={onClose} submitLabel={t('common.save')} saving={saving} />
      </form>
    </Dialog>
  );
}
