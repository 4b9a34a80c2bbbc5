import { data } from 'react-router';
import {
  DEFAULT_DELIVERY_ZONES,
  DEFAULT_RETURN_POLICY,
  deliveryZoneRows,
  TRUST_PAGE_SLUGS,
  defaultTrustPage,
  isTrustPageSlug,
  trustPage,
} from '@matjar/core';
import { RichText } from '../features/trust-pages/rich-text.js';
import { DeliveryZonesTable } from '../features/trust-pages/delivery-zones-table.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { descriptionFromText } from '../lib/seo.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { Link } from 'react-router';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { NotFoundView } from '../ui/layout/not-found-view.js';
import { PageHeading } from '../ui/page-heading.js';
import type { Route } from './+types/trust-page';

/**
 * Returns & warranty, delivery, privacy, terms: SSR, both languages; unknown: 404. The body is
 * what staff wrote in settings, or the built-in text when they left it empty or it cannot be read (decision 031).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  if (!isTrustPageSlug(params.slug)) return data({ page: null, slug: null, zones: null }, { status: 404 });
  const settings = context?.services?.settings;
  const [stored, shop] = await Promise.all([
    Promise.resolve(settings?.trustPages?.()).catch((error: unknown) => {
      console.error('storefront: reading the trust pages failed, showing the built-in text', error);
      return null;
    }),
    // The returns page says the windows the back office enforces (decision 048).
    Promise.resolve(settings?.get?.()).catch(() => null),
  ]);
  // The delivery page's table is the zones checkout prices by (decision 054), whatever text staff wrote.
  const zones =
    params.slug === 'delivery'
      ? await Promise.resolve(settings?.deliveryZones?.())
          .then((found) => found ?? DEFAULT_DELIVERY_ZONES)
          .catch(() => DEFAULT_DELIVERY_ZONES)
      : null;
  return {
    page: trustPage(params.slug, locale, stored, shop?.returnPolicy ?? DEFAULT_RETURN_POLICY),
    slug: params.slug,
    zones: zones && deliveryZoneRows(zones, locale),
  };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return routeMeta(args, (locale) => ({
    title: page ? `${page.title} — ${t(locale, 'brand.short')}` : t(locale, 'notFound.meta.title'),
    // Its own words, not its title again: the first paragraph of what the page says.
    description: page ? descriptionFromText(page.body) || page.title : t(locale, 'notFound.meta.description'),
  }));
}

export default function TrustPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const { page, slug, zones } = loaderData;
  if (!page) return <NotFoundView />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeading title={page.title} />
      <article className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <RichText text={page.body} />
        {zones && <DeliveryZonesTable rows={zones} />}
      </article>
      <nav aria-label={t('trustPages.others')} className="mt-6">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {TRUST_PAGE_SLUGS.filter((other) => other !== slug).map((other) => (
            <li key={other}>
              <Link
                to={localizePath(`/pages/${other}`, locale)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {defaultTrustPage(other, locale).title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
