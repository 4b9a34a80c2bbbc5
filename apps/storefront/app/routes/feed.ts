import { buildGoogleFeed, buildMetaFeed, FEED_FILES, isFeedFileName } from '../features/seo/product-feeds.js';
import { acceptsGzip, gunzipped, gzippedOnce } from '../features/seo/built-once.server.js';
import { t } from '../i18n/t.js';
import type { Route } from './+types/feed';

/**
 * /feeds/google-ar.xml, google-en.xml, meta-ar.csv, meta-en.csv: the product feeds (docs/feeds.md says how a
 * merchant connects them). Any other name is a plain 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params.file;
  if (!isFeedFileName(name)) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const { kind, locale } = FEED_FILES[name];
  const { origin } = new URL(request.url);
  const items = await context.services.catalog.feedItems();
  const file = await gzippedOnce(items, `${origin} ${name}`, () =>
    kind === 'google'
      ? buildGoogleFeed(origin, locale, t(locale, 'brand.name'), items)
      : buildMetaFeed(origin, locale, items),
  );
  const gzipped = acceptsGzip(request);
  return new Response(gzipped ? file : gunzipped(file), {
    headers: {
      'content-type': kind === 'google' ? 'application/xml; charset=utf-8' : 'text/csv; charset=utf-8',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      vary: 'Accept-Encoding',
      // A feed may be tens of megabytes: 'private' sends it as built (gzipped once per catalogue change)
      // rather than through the page cache, which holds and compresses pages whole. The platforms fetch it
      // on their own schedule, daily at most.
      'cache-control': 'private, max-age=900',
      'x-robots-tag': 'noindex',
    },
  });
}
