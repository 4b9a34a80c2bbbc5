import { LayoutGrid, PackageSearch } from '../ui/icons.js';
import { catalogOf, notFound } from '../features/catalog/load-catalog.server.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { CountTiles } from '../features/catalog/category-tiles-grid.js';
import { categoryPath } from '../lib/catalog-paths.js';
import { localName } from '../lib/product-display.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { PageHeading } from '../ui/page-heading.js';
import { ProductGrid } from '../ui/product-grid.js';
import type { Route } from './+types/section';

/** The view-all page of a configured home section (storefront §2); a missing one answers 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const section = await catalogOf(context).section(params.id, locale);
  return section ? { section } : notFound({ section: null });
}

export function meta(args: Route.MetaArgs) {
  const section = args.loaderData?.section;
  return routeMeta(args, (locale) =>
    section
      ? {
          title: `${section.title} — ${t(locale, 'brand.short')}`,
          description: t(locale, 'section.meta.description', { section: section.title }),
        }
      : {
          title: t(locale, 'section.notFound.title'),
          description: t(locale, 'section.notFound.text'),
          noindex: true,
        },
  );
}

export default function Section({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const { section } = loaderData;
  const home = localizePath('/', locale);
  if (!section) {
    return (
      <EmptyState
        as="h1"
        icon={LayoutGrid}
        title={t('section.notFound.title')}
        text={t('section.notFound.text')}
      >
        <ButtonLink to={home}>{t('section.backHome')}</ButtonLink>
      </EmptyState>
    );
  }
  const empty = (
    <EmptyState icon={PackageSearch} title={t('section.empty.title')}>
      <ButtonLink to={localizePath('/products', locale)}>{t('wishlist.empty.cta')}</ButtonLink>
    </EmptyState>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeading title={section.title} />
      <div className="mt-6">
        {section.kind === 'categories' || section.kind === 'chosen_categories' ? (
          section.categories.length === 0 ? (
            empty
          ) : (
            <CountTiles
              label={section.title}
              tiles={section.categories.map((category) => ({
                key: category.id,
                name: localName(category, locale),
                icon: category.icon,
                count: category.product_count,
                to: localizePath(categoryPath(category.id), locale),
              }))}
            />
          )
        ) : (
          <ProductGrid products={section.products} priorityCount={2} label={section.title} empty={empty} />
        )}
      </div>
    </div>
  );
}
