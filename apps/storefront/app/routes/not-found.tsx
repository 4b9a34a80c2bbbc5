import { data } from 'react-router';
import { localeFromPathname } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { pageMeta } from '../lib/seo.js';
import { NotFoundView } from '../ui/layout/not-found-view.js';
import type { RootLoaderData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/not-found';

/** Any address no other route claims: the 404 page with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const shell = matches[0]?.loaderData as RootLoaderData | undefined;
  const locale = localeFromPathname(location.pathname);
  return pageMeta({
    title: t(locale, 'notFound.meta.title'),
    description: t(locale, 'notFound.meta.description'),
    origin: shell?.origin ?? '',
    pathname: location.pathname,
    locale,
    noindex: true,
  });
}

export default function NotFound() {
  return <NotFoundView />;
}
