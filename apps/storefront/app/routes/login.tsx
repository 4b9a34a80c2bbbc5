import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCustomer } from '../lib/session/customer-store.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { AuthForm } from '../features/account/auth-form.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { useShellData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/login';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'login.meta.title'),
    description: t(locale, 'login.meta.description'),
    noindex: true,
  }));
}

/** The sign-in dialog's form as a page (/login, /en/login); a successful sign-in goes to the account page. */
export default function Login() {
  const { locale } = useShellData();
  const navigate = useNavigate();
  const customer = useCustomer(locale);
  // Already signed in (e.g. the phone menu's sign-in link): the account page is what they want.
  useEffect(() => {
    if (customer && customer !== 'unknown')
      void navigate(localizePath('/account', locale), { replace: true });
  }, [customer, locale, navigate]);
  return (
    <div className="mx-4 my-8 rounded-2xl sm:mx-auto sm:w-full sm:max-w-md bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <AuthForm onDone={() => void navigate(localizePath('/account', locale))} />
    </div>
  );
}
