import { routeMeta } from '../features/catalog/route-meta.js';
import { TrackPage } from '../features/checkout/track-page.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/track';

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'track.meta.title'),
    description: t(locale, 'track.meta.description'),
    noindex: true,
  }));
}

/** /track and /en/track: the order is read in the browser, never rendered into a cached page. */
export default function Track() {
  return <TrackPage />;
}
