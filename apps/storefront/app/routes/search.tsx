import { SearchX } from '../ui/icons.js';
import { redirect, type MetaDescriptor } from 'react-router';
import { brandFacets, filterByBrand } from '../features/search/brand-filter.js';
import { BrandChips } from '../features/search/brand-chips.js';
import { searchQueryOf } from '../features/search/search-params.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { pageMeta } from '../lib/seo.js';
import { useShellData, useT, type RootLoaderData } from '../ui/layout/shell-data.js';
import { IsolatedText } from '../ui/isolated-text.js';
import { ButtonLink } from '../ui/button-link.js';
import { ProductGrid } from '../ui/product-grid.js';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = searchQueryOf(url);
  // storefront §2: an empty query goes to the product list.
  if (!query) throw redirect(localizePath('/products', localeFromPathname(url.pathname)));
  const results = await context.services.search.search(query);
  const brands = brandFacets(results.items);
  const brandParam = Number(url.searchParams.get('brand'));
  const brandId = brands.some((facet) => facet.brand.id === brandParam) ? brandParam : null;
  return {
    query,
    brandId,
    brands,
    total: results.items.length,
    items: filterByBrand(results.items, brandId),
  };
}

export function meta({ data, matches, location }: Route.MetaArgs): MetaDescriptor[] {
  const shell = matches[0]?.loaderData as RootLoaderData | undefined;
  const locale = localeFromPathname(location.pathname);
  const query = data?.query ?? '';
  return pageMeta({
    title: t(locale, 'search.meta.title', { query }),
    description: t(locale, 'search.meta.description', { query }),
    origin: shell?.origin ?? '',
    pathname: location.pathname,
    locale,
    // Result pages are endless variations of the catalogue: keep them out of the index.
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const { query, items, brands, brandId, total } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t('search.title')}</h1>
      <p className="mt-1 mb-6 text-slate-600" role="status">
        <IsolatedText
          text={total === 1 ? t('search.resultsForOne') : t('search.resultsFor', { count: total })}
          names={{ query }}
        />
      </p>
      {brands.length > 1 && <BrandChips query={query} brands={brands} selectedId={brandId} total={total} />}
      <ProductGrid
        products={items}
        priorityCount={2}
        label={t('search.title')}
        empty={
          <section className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
            <SearchX className="size-12 text-slate-400" aria-hidden />
            <h2 className="mt-4 text-xl font-bold text-slate-900">{t('search.empty.title')}</h2>
            <p className="mt-2 max-w-md text-slate-600">
              <IsolatedText text={t('search.empty.text')} names={{ query }} />
            </p>
            <ButtonLink to={localizePath('/products', locale)} size="lg" className="mt-6">
              {t('search.empty.browse')}
            </ButtonLink>
          </section>
        }
      />
    </div>
  );
}
