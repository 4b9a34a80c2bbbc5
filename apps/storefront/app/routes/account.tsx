import { AccountPage } from '../features/account/account-page.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/account';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'account.meta.title'),
    description: t(locale, 'account.meta.description'),
    noindex: true,
  }));
}

export default function Account() {
  return <AccountPage />;
}
