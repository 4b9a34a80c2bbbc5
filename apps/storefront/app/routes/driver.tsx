import { routeMeta } from '../features/catalog/route-meta.js';
import { DriverRunPage } from '../features/driver-run/driver-run-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/driver';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'driver.meta.title'),
    description: t(locale, 'driver.meta.title'),
    noindex: true,
  }));
}

/** Never kept by the shop's page cache, a proxy or the browser's back-forward store: a driver's own page. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** The page stands alone on the phone: no shop header, footer, cart or floating buttons (root.tsx reads this). */
export const handle = { bare: true };

/** /driver and /en/driver (decision 053): a driver's run, read in the browser with the link's token. */
export default function Driver() {
  return <DriverRunPage />;
}
