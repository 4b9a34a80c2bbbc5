import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Info } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { describeLoginFailure, login, type LoginCredentials } from '../features/auth/api/login';
import { useI18n } from '../i18n/language-context';
import type { MessageKey } from '../i18n/ar';
import { SKIP_SESSION_CHECK } from '../lib/api/query-client';
import { useSession } from '../lib/session/session-context';
import { BrandMark } from '../ui/brand-mark';
import { Button } from '../ui/button';
import { LanguageToggle } from '../ui/language-toggle';
import { FullPageSpinner } from '../ui/spinner';
import { PasswordField, TextField } from '../ui/text-field';

type FieldErrors = Partial<Record<keyof LoginCredentials, MessageKey>>;

function validate({ username, password }: LoginCredentials): FieldErrors {
  const errors: FieldErrors = {};
  if (username.trim() === '') errors.username = 'login.usernameRequired';
  if (password === '') errors.password = 'login.passwordRequired';
  return errors;
}

export function LoginPage() {
  const { t, language } = useI18n();
  const { status, startSession } = useSession();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<LoginCredentials>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const signIn = useMutation({
    mutationFn: login,
    // A 401 here is a wrong password, not a session that ended.
    meta: { [SKIP_SESSION_CHECK]: true },
    onSuccess: (user) => {
      startSession(user);
      void navigate('/dashboard', { replace: true });
    },
  });

  // A visitor who is already signed in has nothing to do here.
  if (status === 'signed-in' && !signIn.isPending) return <Navigate to="/dashboard" replace />;
  if (status === 'verifying') return <FullPageSpinner label={t('auth.verifying')} />;

  // Errors appear after the first attempt, then follow the typing so they clear as soon as they are fixed.
  const errors = submitted ? validate(credentials) : {};
  const failure = signIn.isError ? describeLoginFailure(signIn.error, language) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(credentials);
    if (found.username) return usernameInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    signIn.mutate({ username: credentials.username.trim(), password: credentials.password });
  };

  const update = (field: keyof LoginCredentials) => (value: string) =>
    setCredentials((current) => ({ ...current, [field]: value }));

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <BrandMark />
        <LanguageToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm">
          <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{t('login.title')}</h1>
            <p className="mt-1 text-sm text-zinc-500">{t('login.subtitle')}</p>

            {failure && (
              <div
                role="alert"
                className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{failure}</span>
              </div>
            )}

            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
              <TextField
                ref={usernameInput}
                id="username"
                label={t('login.username')}
                value={credentials.username}
                onChange={update('username')}
                error={errors.username && t(errors.username)}
                autoComplete="username"
              />
              <PasswordField
                ref={passwordInput}
                id="password"
                label={t('login.password')}
                value={credentials.password}
                onChange={update('password')}
                error={errors.password && t(errors.password)}
              />
              <Button
                type="submit"
                variant="primary"
                size="lg"
                loading={signIn.isPending}
                loadingLabel={t('login.submitting')}
                className="w-full"
              >
                {t('login.submit')}
              </Button>
            </form>
          </div>
          <p className="mt-4 flex items-start justify-center gap-2 text-center text-sm text-zinc-500">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('login.credentialsNote')}
          </p>
        </div>
      </main>
    </div>
  );
}
