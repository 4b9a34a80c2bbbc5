import { routeMeta } from '../features/catalog/route-meta.js';
import { CartPage } from '../features/cart/cart-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/cart';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'cart.meta.title'),
    description: t(locale, 'cart.meta.description'),
    noindex: true,
  }));
}

export default function Cart() {
  return <CartPage />;
}
