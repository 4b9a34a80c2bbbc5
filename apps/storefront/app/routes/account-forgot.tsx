import { routeMeta } from '../features/catalog/route-meta.js';
import { ForgotPasswordPage } from '../features/account/password-reset-pages.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/account-forgot';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'forgot.meta.title'),
    description: t(locale, 'forgot.meta.description'),
    noindex: true,
  }));
}

/** /account/forgot and /en/account/forgot (decision 037): everything happens in the browser. */
export default function AccountForgot() {
  return <ForgotPasswordPage />;
}
