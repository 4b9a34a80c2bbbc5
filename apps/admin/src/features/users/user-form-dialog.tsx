import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALES, PASSWORD_MIN, ROLES, formatNumber, type AdminUser, isolate } from '@matjar/core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode, describeApiError, fieldIssues } from '../../lib/api/api-error';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { CheckboxRow, checkboxClass } from '../../ui/checkbox-row';
import { Dialog } from '../../ui/dialog';
import { Field, inputClass, selectClass } from '../../ui/field';
import { useSaveUser } from './api/save-user';
import { useWhatsAppStatus } from '../../lib/api/whatsapp-status';
import {
  FIELD_OF_ERROR_CODE,
  emptyUserForm,
  fieldMessage,
  activeLocked,
  passwordIsSent,
  toCreateBody,
  toUpdateBody,
  userFormSchema,
  userToForm,
  type UserFormOutput,
  type UserFormValues,
} from './user-form';

interface UserFormDialogProps {
  /** The user being edited, or null to add one. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Add or edit a staff account (back-office §5 User form), in a dialog. Mounted fresh for each opening. */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const { t, language } = useI18n();
  const mode = user ? 'edit' : 'create';
  const schema = useMemo(() => userFormSchema(mode), [mode]);
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: user ? userToForm(user) : emptyUserForm(),
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const save = useSaveUser();
  // While WhatsApp is off in Settings the switch is kept but says nothing will be sent.
  const whatsappOn = useWhatsAppStatus().data?.on;
  const role = useWatch({ control, name: 'role' });
  const changePassword = useWatch({ control, name: 'change_password' });
  const locked = activeLocked(role);
  const showPassword = passwordIsSent(mode, { change_password: changePassword });
  const error = (field: keyof UserFormValues) => fieldMessage(formState.errors[field]?.message, language);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(
        user
          ? { kind: 'update', id: user.id, body: toUpdateBody(values) }
          : { kind: 'create', body: toCreateBody(values) },
      );
      toast.success(t(user ? 'users.updated' : 'users.created', { name: isolate(values.username) }));
      onClose();
    } catch (failure) {
      showServerIssues(failure);
      toast.error(describeApiError(failure, language, t('users.saveFailed')));
    }
  });

  // A refusal that names a field (USERNAME_TAKEN, or validation issues under body.email) shows beside it.
  const showServerIssues = (failure: unknown) => {
    const code = apiErrorCode(failure);
    const field = code ? FIELD_OF_ERROR_CODE[code] : undefined;
    if (field && code) setError(field, { message: code });
    for (const issue of fieldIssues(failure, language)) {
      if (issue.field in emptyUserForm()) {
        setError(issue.field as keyof UserFormValues, { message: issue.code });
      }
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={user ? t('users.editTitle', { name: user.username }) : t('users.addTitle')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="user-username"
            label={t('users.field.username')}
            required={mode === 'create'}
            error={error('username')}
            hint={user ? t('users.usernameReadOnly') : undefined}
          >
            {(control) => (
              <input
                {...control}
                {...register('username')}
                readOnly={mode === 'edit'}
                dir="ltr"
                autoComplete="off"
                className={`${inputClass(Boolean(error('username')))} text-start`}
              />
            )}
          </Field>
          <Field id="user-email" label={t('users.field.email')} required error={error('email')}>
            {(control) => (
              <input
                {...control}
                type="email"
                dir="ltr"
                {...register('email')}
                autoComplete="off"
                className={`${inputClass(Boolean(error('email')))} text-start`}
              />
            )}
          </Field>
          <Field id="user-full-name" label={t('users.field.fullName')} error={error('full_name')}>
            {(control) => (
              <input
                {...control}
                {...register('full_name')}
                autoComplete="off"
                className={inputClass(Boolean(error('full_name')))}
              />
            )}
          </Field>
          <Field id="user-role" label={t('users.field.role')} required error={error('role')}>
            {(control) => (
              <select {...control} {...register('role')} className={selectClass(Boolean(error('role')))}>
                <option value="" disabled>
                  {t('users.chooseRole')}
                </option>
                {[...ROLES].reverse().map((value) => (
                  <option key={value} value={value}>
                    {t(`role.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <fieldset className="space-y-3 rounded-lg border border-zinc-200 p-4">
          <legend className="px-1 text-sm font-semibold text-zinc-700">{t('users.accountSettings')}</legend>
          <CheckboxRow
            id="user-is-active"
            label={t('users.field.isActive')}
            hint={locked ? t('users.superAdminAlwaysActive') : undefined}
          >
            {locked ? (
              // Shown on and disabled; the form value is kept and the payload forces it on (toCreateBody).
              <input
                key="locked"
                id="user-is-active"
                type="checkbox"
                role="switch"
                checked
                disabled
                readOnly
                aria-describedby="user-is-active-hint"
                className={checkboxClass}
              />
            ) : (
              <input
                key="free"
                id="user-is-active"
                type="checkbox"
                role="switch"
                {...register('is_active')}
                className={checkboxClass}
              />
            )}
          </CheckboxRow>
          <CheckboxRow
            id="user-notifications"
            label={t('users.field.notifications')}
            hint={t('users.notificationsHint')}
          >
            <input
              id="user-notifications"
              type="checkbox"
              role="switch"
              {...register('receive_notifications')}
              aria-describedby="user-notifications-hint"
              className={checkboxClass}
            />
          </CheckboxRow>
          <Field
            id="user-whatsapp-phone"
            label={t('users.field.whatsappPhone')}
            error={error('whatsapp_phone')}
            hint={t('users.whatsappPhoneHint')}
          >
            {(control) => (
              <input
                {...control}
                type="tel"
                inputMode="tel"
                dir="ltr"
                {...register('whatsapp_phone')}
                autoComplete="off"
                className={`${inputClass(Boolean(error('whatsapp_phone')))} text-start`}
              />
            )}
          </Field>
          <CheckboxRow
            id="user-whatsapp-notifications"
            label={t('users.field.whatsappNotifications')}
            hint={whatsappOn === false ? t('whatsapp.offNote.users') : t('users.whatsappNotificationsHint')}
          >
            <input
              id="user-whatsapp-notifications"
              type="checkbox"
              role="switch"
              {...register('whatsapp_notifications')}
              aria-describedby="user-whatsapp-notifications-hint"
              className={checkboxClass}
            />
          </CheckboxRow>
          <Field
            id="user-whatsapp-language"
            label={t('users.field.whatsappLanguage')}
            error={error('whatsapp_language')}
            hint={t('users.whatsappLanguageHint')}
          >
            {(control) => (
              <select
                {...control}
                {...register('whatsapp_language')}
                className={selectClass(Boolean(error('whatsapp_language')))}
              >
                {LOCALES.map((value) => (
                  <option key={value} value={value}>
                    {t(`users.whatsappLanguage.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {mode === 'edit' && (
            <CheckboxRow id="user-change-password" label={t('users.field.changePassword')}>
              <input
                id="user-change-password"
                type="checkbox"
                {...register('change_password')}
                className={checkboxClass}
              />
            </CheckboxRow>
          )}
        </fieldset>

        {showPassword && (
          <Field
            id="user-password"
            label={mode === 'edit' ? t('users.field.newPassword') : t('users.field.password')}
            required
            error={error('password')}
            hint={t('users.passwordHint', { min: formatNumber(PASSWORD_MIN, language) })}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                dir="ltr"
                {...register('password')}
                autoComplete="new-password"
                className={`${inputClass(Boolean(error('password')))} text-start`}
              />
            )}
          </Field>
        )}

        <FormDialogActions
          className="pt-2"
          onCancel={onClose}
          submitLabel={t('common.save')}
          saving={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
