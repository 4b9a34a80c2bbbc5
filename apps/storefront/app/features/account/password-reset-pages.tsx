import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { setCustomer } from '../../lib/session/customer-store.js';
import { ClientSubmitButton } from '../../ui/client-submit-button.js';
import { TextField } from '../../ui/field.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { FormErrorSummary, useFormErrors } from '../../ui/form-errors.js';
import { PasswordField } from './account-form.js';
import { accountApi } from './account-api.js';

const panel =
  'mx-4 my-8 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:mx-auto sm:w-full sm:max-w-md';
const link = 'text-sm font-bold text-brand-700 underline-offset-2 hover:underline';

/** /account/forgot: asks for a reset e-mail; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordPage() {
  const { locale } = useShellData();
  const t = useT();
  const [sent, setSent] = useState(false);
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setBusy(true);
    errors.clear();
    try {
      await accountApi.forgotPassword(locale, email);
      setSent(true);
    } catch (caught) {
      errors.fail(form, caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={panel}>
      <h1 className="text-xl font-extrabold text-slate-900">{t('forgot.title')}</h1>
      {sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
          {t('forgot.sent')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onInput={errors.onInput}
          className="flex flex-col gap-3"
        >
          <p className="text-sm text-slate-600">{t('forgot.intro')}</p>
          <TextField
            required
            name="email"
            type="email"
            dir="ltr"
            label={t('account.email')}
            autoComplete="email"
            error={errors.fields.email}
          />
          <FormErrorSummary summary={errors.summary} formError={errors.formError} />
          <ClientSubmitButton size="lg" disabled={busy} className="w-full">
            {t('forgot.submit')}
          </ClientSubmitButton>
        </form>
      )}
      <Link to={localizePath('/login', locale)} className={`${link} self-center`}>
        {t('forgot.backToLogin')}
      </Link>
    </div>
  );
}

/** /account/reset?t=…: the e-mail's link; a new password signs the shopper in and ends their other sessions. */
export function ResetPasswordPage() {
  const { locale } = useShellData();
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setBusy(true);
    errors.clear();
    try {
      setCustomer(
        await accountApi.resetPassword(locale, {
          token,
          newPassword: values.newPassword ?? '',
          confirmPassword: values.confirmPassword ?? '',
        }),
      );
      void navigate(localizePath('/account', locale), { replace: true });
    } catch (caught) {
      errors.fail(form, caught);
    } finally {
      setBusy(false);
    }
  }

  const askAgain = (
    <Link to={localizePath('/account/forgot', locale)} className={link}>
      {t('reset.askAgain')}
    </Link>
  );
  return (
    <div className={panel}>
      <h1 className="text-xl font-extrabold text-slate-900">{t('reset.title')}</h1>
      {token ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onInput={errors.onInput}
          className="flex flex-col gap-3"
        >
          <p className="text-sm text-slate-600">{t('reset.intro')}</p>
          <PasswordField
            name="newPassword"
            label={t('account.newPassword')}
            autoComplete="new-password"
            error={errors.fields.newPassword}
          />
          <PasswordField
            name="confirmPassword"
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            error={errors.fields.confirmPassword}
          />
          <FormErrorSummary summary={errors.summary} formError={errors.formError} />
          {/* A refused link (expired, used) is the form's own problem: a new one is the way on. */}
          {errors.formError && askAgain}
          <ClientSubmitButton size="lg" disabled={busy} className="w-full">
            {t('reset.submit')}
          </ClientSubmitButton>
        </form>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('reset.missingLink')}</p>
          {askAgain}
        </>
      )}
    </div>
  );
}
