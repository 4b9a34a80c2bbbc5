import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, ROLES, formatNumber, type AdminUser } from '@matjar/core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { isRecord } from '../../lib/api-client';
import { ApiError, apiErrorCode, describeApiError } from '../../lib/api-error';
import { buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { CheckboxRow, FormField, checkboxClass, describedBy, selectClass } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { inputClass } from '../../ui/text-field';
import { useSaveUser } from './api/save-user';
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
      toast.success(t(user ? 'users.updated' : 'users.created', { name: values.username }));
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
    if (field && failure instanceof ApiError) {
      setError(field, { message: code ?? undefined });
    }
    const issues =
      failure instanceof ApiError && isRecord(failure.body.error) ? failure.body.error.issues : null;
    if (!Array.isArray(issues)) return;
    for (const issue of issues) {
      if (!isRecord(issue) || !Array.isArray(issue.path)) continue;
      const name = issue.path.at(-1);
      if (typeof name === 'string' && name in emptyUserForm() && typeof issue.code === 'string') {
        setError(name as keyof UserFormValues, { message: issue.code });
      }
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={user ? t('users.editTitle', { name: user.username }) : t('users.addTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="user-username"
            label={t('users.field.username')}
            error={error('username')}
            hint={user ? t('users.usernameReadOnly') : undefined}
          >
            <input
              id="user-username"
              {...register('username')}
              readOnly={mode === 'edit'}
              dir="ltr"
              autoComplete="off"
              aria-invalid={error('username') ? true : undefined}
              aria-describedby={describedBy('user-username', error('username'), user)}
              className={`${inputClass(Boolean(error('username')))} text-start read-only:bg-zinc-100 read-only:text-zinc-600`}
            />
          </FormField>
          <FormField id="user-email" label={t('users.field.email')} error={error('email')}>
            <input
              id="user-email"
              type="email"
              dir="ltr"
              {...register('email')}
              autoComplete="off"
              aria-invalid={error('email') ? true : undefined}
              aria-describedby={describedBy('user-email', error('email'))}
              className={`${inputClass(Boolean(error('email')))} text-start`}
            />
          </FormField>
          <FormField id="user-full-name" label={t('users.field.fullName')} error={error('full_name')}>
            <input
              id="user-full-name"
              {...register('full_name')}
              autoComplete="off"
              aria-invalid={error('full_name') ? true : undefined}
              className={inputClass(Boolean(error('full_name')))}
            />
          </FormField>
          <FormField id="user-role" label={t('users.field.role')} error={error('role')}>
            <select
              id="user-role"
              {...register('role')}
              aria-invalid={error('role') ? true : undefined}
              aria-describedby={describedBy('user-role', error('role'))}
              className={selectClass(Boolean(error('role')))}
            >
              <option value="" disabled>
                {t('users.chooseRole')}
              </option>
              {[...ROLES].reverse().map((value) => (
                <option key={value} value={value}>
                  {t(`role.${value}`)}
                </option>
              ))}
            </select>
          </FormField>
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
          <FormField
            id="user-password"
            label={mode === 'edit' ? t('users.field.newPassword') : t('users.field.password')}
            error={error('password')}
            hint={t('users.passwordHint', { min: formatNumber(PASSWORD_MIN, language) })}
          >
            <input
              id="user-password"
              type="password"
              dir="ltr"
              {...register('password')}
              autoComplete="new-password"
              aria-invalid={error('password') ? true : undefined}
              aria-describedby={describedBy('user-password', error('password'), true)}
              className={`${inputClass(Boolean(error('password')))} text-start`}
            />
          </FormField>
        )}

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass.secondary}>
            {t('common.cancel')}
          </button>
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass.primary}>
            {formState.isSubmitting && <Spinner className="size-4" />}
            {formState.isSubmitting ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
