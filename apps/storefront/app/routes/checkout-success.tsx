import { routeMeta } from '../features/catalog/route-meta.js';
import { OrderConfirmation } from '../features/checkout/order-confirmation.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/checkout-success';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'checkout.result.meta.title'),
    description: t(locale, 'checkout.result.meta.description'),
    noindex: true,
  }));
}

export default function CheckoutSuccess() {
  return <OrderConfirmation />;
}
