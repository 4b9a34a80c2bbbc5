import { routeMeta } from '../features/catalog/route-meta.js';
import { JoinGuestOrdersPage } from '../features/account/join-guest-orders-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/account-join-orders';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'joinOrders.meta.title'),
    description: t(locale, 'joinOrders.meta.description'),
    noindex: true,
  }));
}

/** /account/join-orders and /en/account/join-orders (decision 043): everything happens in the browser. */
export default function AccountJoinOrders() {
  return <JoinGuestOrdersPage />;
}
