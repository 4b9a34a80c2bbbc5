import { routeMeta } from '../features/catalog/route-meta.js';
import { GiftCardBalancePage } from '../features/gift-cards/gift-card-balance-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/gift-card-balance';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'giftBalance.meta.title'),
    description: t(locale, 'giftBalance.meta.description'),
  }));
}

/** /gift-cards/balance and /en/gift-cards/balance: the balance is asked from the browser, never rendered in. */
export default function GiftCardBalance() {
  return <GiftCardBalancePage />;
}
