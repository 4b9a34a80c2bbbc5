import { routeMeta } from '../features/catalog/route-meta.js';
import { PaymentFailed } from '../features/checkout/payment-failed.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/checkout-failed';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'checkout.result.meta.title'),
    description: t(locale, 'checkout.result.meta.description'),
    noindex: true,
  }));
}

export default function CheckoutFailed() {
  return <PaymentFailed />;
}
