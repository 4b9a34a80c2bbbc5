import { buildSitemapXml } from '../features/seo/sitemap.js';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: home, static pages, categories and products in both languages with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  const entries = await context.services.catalog.sitemapEntries();
  return new Response(buildSitemapXml(origin, entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
