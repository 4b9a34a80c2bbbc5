import { redirect, type MetaDescriptor } from 'react-router';
import { brandFacets, filterByBrand } from '../features/search/brand-filter.js';
import { BrandChips } from '../features/search/brand-chips.js';
import { searchQueryOf } from '../features/search/search-params.js';
import { DidYouMean } from '../features/search/did-you-mean.js';
import { NoResults } from '../features/search/no-results.js';
import { CountTiles } from '../features/catalog/category-tiles-grid.js';
import { categoryPath } from '../lib/catalog-paths.js';
import { localName } from '../lib/product-display.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { pageMeta } from '../lib/seo.js';
import { useShellData, useT, type RootLoaderData } from '../ui/layout/shell-data.js';
import { IsolatedText } from '../ui/isolated-text.js';
import { ProductGrid } from '../ui/product-grid.js';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = searchQueryOf(url);
  // storefront §2: an empty query goes to the product list.
  if (!query) throw redirect(localizePath('/products', localeFromPathname(url.pathname)));
  const { search, catalog } = context.services;
  const results = await search.search(query);
  // A search that found nothing offers a way on: the categories and the best sellers.
  const [categories, bestSellers] =
    results.items.length === 0
      ? await Promise.all([catalog.listCategories(), search.bestSellers()])
      : [[], []];
  const brands = brandFacets(results.items);
  const brandParam = Number(url.searchParams.get('brand'));
  const brandId = brands.some((facet) => facet.brand.id === brandParam) ? brandParam : null;
  return {
    query,
    brandId,
    brands,
    total: results.items.length,
    items: filterByBrand(results.items, brandId),
    didYouMean: results.did_you_mean,
    categories: categories.filter((category) => category.product_count > 0),
    bestSellers,
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
  const { query, items, brands, brandId, total, didYouMean, categories, bestSellers } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t('search.title')}</h1>
      {total === 0 ? (
        <div className="mt-6">
          <NoResults
            query={query}
            didYouMean={didYouMean}
            categories={
              categories.length > 0 && (
                <CountTiles
                  label={t('search.empty.categories')}
                  tiles={categories.map((category) => ({
                    key: category.id,
                    name: localName(category, locale),
                    icon: category.icon,
                    count: category.product_count,
                    to: localizePath(categoryPath(category.id), locale),
                  }))}
                />
              )
            }
            bestSellers={bestSellers}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 mb-4 text-slate-600" role="status">
            <IsolatedText
              text={total === 1 ? t('search.resultsForOne') : t('search.resultsFor', { count: total })}
              names={{ query }}
            />
          </p>
          <DidYouMean names={didYouMean} />
          {brands.length > 1 && (
            <BrandChips query={query} brands={brands} selectedId={brandId} total={total} />
          )}
          <ProductGrid products={items} priorityCount={2} label={t('search.title')} />
        </>
      )}
    </div>
  );
}
