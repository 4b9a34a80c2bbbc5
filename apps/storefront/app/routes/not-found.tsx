import { data } from 'react-router';
import { t } from '../i18n/t.js';
import { pageMeta } from '../lib/seo.js';
import { NotFoundView } from '../ui/layout/not-found-view.js';
import type { ShellData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/not-found';

/** Any address no other route claims: the 404 page with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const shell = matches[0]?.loaderData as ShellData | undefined;
  const locale = shell?.locale ?? 'ar';
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
