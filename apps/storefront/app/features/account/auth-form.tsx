import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QATAR_DIALING_CODE, type StoreCustomer } from '@matjar/core';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { accountApi } from './account-api.js';
import { setCustomer } from '../../lib/session/customer-store.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { FormErrorSummary, useFormErrors } from '../../ui/form-errors.js';
import { PasswordField } from './account-form.js';

export type AuthMode = 'login' | 'signup';

/**
 * The one sign-in form with two modes (storefront §2): log in, or create an account, switched by a link.
 * The server checks the whole form and every problem shows at once beside its field, with a summary above the
 * button (ui/form-errors); typing in a field clears its own problem, switching mode clears them all.
 */
export function AuthForm({
  initialMode = 'login',
  onDone,
  onLeave,
  title: Title = 'h1',
}: {
  initialMode?: AuthMode;
  onDone?: (customer: StoreCustomer) => void;
  /** The form's own links lead elsewhere (forgot password): the dialog closes. */
  onLeave?: () => void;
  /** The heading element: the dialog passes its own title so the dialog is named by it. */
  title?: 'h1' | 'h2' | ComponentType<{ className?: string; children?: ReactNode }>;
}) {
  const { locale } = useShellData();
  const t = useT();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setBusy(true);
    errors.clear();
    try {
      const customer =
        mode === 'login'
          ? await accountApi.logIn(locale, { email: values.email ?? '', password: values.password ?? '' })
          : await accountApi.signUp(locale, {
              firstName: values.firstName ?? '',
              lastName: values.lastName ?? '',
              email: values.email ?? '',
              phone: values.phone ?? '',
              password: values.password ?? '',
              confirmPassword: values.confirmPassword ?? '',
            });
      setCustomer(customer);
      onDone?.(customer);
    } catch (caught) {
      errors.fail(form, caught);
    } finally {
      setBusy(false);
    }
  }

  const switchTo = (next: AuthMode) => {
    setMode(next);
    errors.clear();
  };

  return (
    <div className="flex flex-col gap-4">
      <Title className="text-xl font-extrabold text-slate-900">
        {mode === 'login' ? t('account.loginTitle') : t('account.signupTitle')}
      </Title>
      <form
        key={mode}
        noValidate
        onSubmit={(event) => void submit(event)}
        onInput={errors.onInput}
        className="flex flex-col gap-3"
      >
        {mode === 'signup' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              required
              name="firstName"
              label={t('account.firstName')}
              autoComplete="given-name"
              error={errors.fields.firstName}
            />
            <TextField
              required
              name="lastName"
              label={t('account.lastName')}
              autoComplete="family-name"
              error={errors.fields.lastName}
            />
          </div>
        )}
        <TextField
          required
          name="email"
          type="email"
          dir="ltr"
          label={t('account.email')}
          autoComplete="email"
          error={errors.fields.email}
        />
        {mode === 'signup' && (
          <TextField
            required
            name="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            prefix={QATAR_DIALING_CODE}
            label={t('account.phone')}
            autoComplete="tel-national"
            error={errors.fields.phone}
          />
        )}
        <PasswordField
          name="password"
          label={t('account.password')}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          error={errors.fields.password}
        />
        {mode === 'login' && (
          <Link
            to={localizePath('/account/forgot', locale)}
            onClick={onLeave}
            className="self-start text-sm font-bold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('account.forgotLink')}
          </Link>
        )}
        {mode === 'signup' && (
          <PasswordField
            name="confirmPassword"
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            error={errors.fields.confirmPassword}
          />
        )}
        <FormErrorSummary summary={errors.summary} formError={errors.formError} />
        <ClientSubmitButton size="lg" disabled={busy} className="w-full">
          {mode === 'login' ? t('account.loginSubmit') : t('account.signupSubmit')}
        </ClientSubmitButton>
      </form>
      <p className="text-center text-sm text-slate-600">
        {mode === 'login' ? t('account.noAccount') : t('account.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => switchTo(mode === 'login' ? 'signup' : 'login')}
          className="font-bold text-brand-700 underline-offset-2 hover:underline"
        >
          {mode === 'login' ? t('account.toSignup') : t('account.toLogin')}
        </button>
      </p>
    </div>
  );
}
