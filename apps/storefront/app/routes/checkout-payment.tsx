import { routeMeta } from '../features/catalog/route-meta.js';
import { CheckoutPage } from '../features/checkout/checkout-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/checkout-payment';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'checkout.meta.title'),
    description: t(locale, 'checkout.meta.description'),
    noindex: true,
  }));
}

export default function CheckoutPayment() {
  return <CheckoutPage />;
}
