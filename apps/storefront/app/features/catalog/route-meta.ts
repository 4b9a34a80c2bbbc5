import type { MetaDescriptor } from 'react-router';
import { pageQueryString, storefrontPageQuery, type Locale } from '@matjar/core';
import { localeFromPathname, localizePath } from '../../i18n/locale.js';
import { pageMeta } from '../../lib/seo.js';
import type { RootLoaderData } from '../../ui/layout/shell-data.js';

interface MetaArgsLike {
  matches: readonly unknown[];
  location: { pathname: string; search?: string };
}

/**
 * The parameters that make a list a page of its own for search engines: its page number and what it is
 * narrowed to. The order (?sort=) is another view of the same page, and search results are not indexed.
 */
const INDEXED_PARAMETERS = new Set(['brand', 'category', 'page']);

/** '?brand=2&page=3' of an address the server has already made canonical (decision 039), or ''. */
export function canonicalQuery(pathname: string, search: string | undefined): string {
  if (!search) return '';
  const query = storefrontPageQuery(pathname, search.replace(/^\?/, '')).filter(([name]) =>
    INDEXED_PARAMETERS.has(name),
  );
  return pageQueryString(query);
}

/**
 * A page's meta tags through the shared seo helper; `describe` gets the page's language and returns its
 * title and description.
 */
export function routeMeta(
  { matches, location }: MetaArgsLike,
  describe: (locale: Locale) => {
    title: string;
    description: string;
    noindex?: boolean;
    /**
     * Another page this one shows the same list as, named canonical instead of itself: its language-neutral
     * path and its canonical query ('' or '?page=2'). All products of one brand are the brand's page.
     */
    canonical?: { path: string; query: string };
  },
): MetaDescriptor[] {
  const shell = (matches[0] as { loaderData?: RootLoaderData } | undefined)?.loaderData;
  const locale = localeFromPathname(location.pathname);
  const { canonical, ...described } = describe(locale);
  return pageMeta({
    ...described,
    origin: shell?.origin ?? '',
    pathname: canonical ? localizePath(canonical.path, locale) : location.pathname,
    locale,
    query: canonical ? canonical.query : canonicalQuery(location.pathname, location.search),
  });
}
