import { routeMeta } from '../features/catalog/route-meta.js';
import { RestockUnsubscribePage } from '../features/restock/restock-unsubscribe-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/restock-unsubscribe';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'restock.unsubscribe.meta.title'),
    description: t(locale, 'restock.unsubscribe.title'),
    noindex: true,
  }));
}

/** /restock/unsubscribe?token=… and its /en twin (decision 036): read in the browser, never a cached page. */
export default function RestockUnsubscribe() {
  return <RestockUnsubscribePage />;
}
