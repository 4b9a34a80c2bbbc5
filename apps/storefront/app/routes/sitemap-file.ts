import { buildSitemapXml } from '../features/seo/sitemap.js';
import { gzippedOnce } from '../features/seo/built-once.server.js';
import { loadSitemapFiles } from '../features/seo/sitemap-files.server.js';
import type { Route } from './+types/sitemap-file';

/** Only the names the index gives; anything else (a part past the last, a made-up name) is a plain 404. */
const FILE_NAME = /^(pages|categories|brands|products)-[1-9]\d{0,5}\.xml\.gz$/;

/** /sitemaps/{kind}-{n}.xml.gz: one file of the sitemap index, gzipped as the sitemap protocol allows. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = params.file;
  const sitemap = FILE_NAME.test(name) ? await loadSitemapFiles(context) : null;
  const file = sitemap?.files.find((each) => each.name === name);
  if (!sitemap || !file) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const { origin } = new URL(request.url);
  // Built once per version of the catalogue's entries: a crawler's fetches cost a copy each.
  const body = await gzippedOnce(sitemap.source, `${origin} ${name}`, () =>
    buildSitemapXml(origin, file.entries),
  );
  return new Response(body, {
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'public, max-age=3600',
    },
  });
}
