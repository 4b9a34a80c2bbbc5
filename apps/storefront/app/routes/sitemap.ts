import { buildSitemapIndexXml } from '../features/seo/sitemap.js';
import { loadSitemapFiles } from '../features/seo/sitemap-files.server.js';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml: the sitemap index. Pages, categories and products are listed in gzipped files of their own
 * (/sitemaps/products-1.xml.gz …), each within the protocol's limits however large the catalogue grows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  return new Response(buildSitemapIndexXml(origin, (await loadSitemapFiles(context)).files), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
