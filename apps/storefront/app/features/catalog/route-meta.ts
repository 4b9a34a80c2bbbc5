import type { MetaDescriptor } from 'react-router';
import type { Locale } from '@matjar/core';
import { localeFromPathname } from '../../i18n/locale.js';
import { pageMeta } from '../../lib/seo.js';
import type { RootLoaderData } from '../../ui/layout/shell-data.js';

interface MetaArgsLike {
  matches: readonly unknown[];
  location: { pathname: string };
}

/**
 * A page's meta tags through the shared seo helper; `describe` gets the page's language and returns its
 * title and description.
 */
export function routeMeta(
  { matches, location }: MetaArgsLike,
  describe: (locale: Locale) => { title: string; description: string; noindex?: boolean },
): MetaDescriptor[] {
  const shell = (matches[0] as { loaderData?: RootLoaderData } | undefined)?.loaderData;
  const locale = localeFromPathname(location.pathname);
  return pageMeta({ ...describe(locale), origin: shell?.origin ?? '', pathname: location.pathname, locale });
}
