import { data } from 'react-router';
import { TRUST_PAGE_SLUGS, defaultTrustPage, isTrustPageSlug, trustPage } from '@matjar/core';
import { RichText } from '../features/trust-pages/rich-text.js';
import { routeMeta } from '../features/catalog/route-meta.js';
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
  if (!isTrustPageSlug(params.slug)) return data({ page: null, slug: null }, { status: 404 });
  const stored = await Promise.resolve(context?.services?.settings?.trustPages?.()).catch(
    (error: unknown) => {
      console.error('storefront: reading the trust pages failed, showing the built-in text', error);
      return null;
    },
  );
  return { page: trustPage(params.slug, locale, stored), slug: params.slug };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return routeMeta(args, (locale) => ({
    title: page ? `${page.title} — ${t(locale, 'brand.short')}` : t(locale, 'notFound.meta.title'),
    description: page ? page.title : t(locale, 'notFound.meta.description'),
  }));
}

export default function TrustPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const { page, slug } = loaderData;
  if (!page) return <NotFoundView />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeading title={page.title} />
      <article className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <RichText text={page.body} />
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
