import { routeMeta } from '../features/catalog/route-meta.js';
import { ResetPasswordPage } from '../features/account/password-reset-pages.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/account-reset';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'reset.meta.title'),
    description: t(locale, 'reset.meta.description'),
    noindex: true,
  }));
}

/** /account/reset and /en/account/reset (decision 037): everything happens in the browser. */
export default function AccountReset() {
  return <ResetPasswordPage />;
}
