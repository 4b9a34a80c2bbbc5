import type { StoreHomepage } from '@matjar/core';
import { fallbackHomepage } from '../features/home/fallback-homepage.js';
import { HomeSection } from '../features/home/home-section.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { localeFromPathname } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { siteJsonLd } from '../features/seo/site-json-ld.js';
import { useT, type RootLoaderData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs): Promise<StoreHomepage> {
  const locale = localeFromPathname(new URL(request.url).pathname);
  try {
    return await context.services.catalog.homepage(locale);
  } catch (error) {
    console.error('storefront: reading the homepage failed, showing the default layout', error);
    return fallbackHomepage(locale);
  }
}

export function meta(args: Route.MetaArgs) {
  const tags = routeMeta(args, (locale) => ({
    title: t(locale, 'home.meta.title'),
    description: t(locale, 'home.meta.description'),
  }));
  const shell = args.matches[0]?.loaderData as RootLoaderData | undefined;
  if (!shell) return tags;
  const locale = localeFromPathname(args.location.pathname);
  return [
    ...tags,
    ...siteJsonLd(shell.origin, locale, shell.settings).map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The configured home sections, enabled only, in display order (storefront §2 Home). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const translate = useT();
  return (
    <div className="pb-14">
      <h1 className="sr-only">{translate('home.meta.title')}</h1>
      {loaderData.sections.map((data, index) => (
        // The section's id and type on the page let tests (and analytics) follow the stored order.
        <div
          key={data.section.id}
          data-section-id={data.section.id}
          data-section-type={data.section.section_type}
        >
          <HomeSection data={data} first={index === 0} />
        </div>
      ))}
    </div>
  );
}
