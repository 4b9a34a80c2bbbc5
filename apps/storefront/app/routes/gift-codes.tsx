import { routeMeta } from '../features/catalog/route-meta.js';
import { GiftCodesPage } from '../features/checkout/gift-codes-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/gift-codes';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'checkout.codesAgain.meta'),
    description: t(locale, 'checkout.codesAgain.text'),
    noindex: true,
  }));
}

/** /gift-codes and /en/gift-codes: the codes e-mail's link; the codes are read in the browser, never cached. */
export default function GiftCodes() {
  return <GiftCodesPage />;
}
