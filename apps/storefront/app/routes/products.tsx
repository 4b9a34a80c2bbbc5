import { PackageSearch } from '../ui/icons.js';
import { brandLink } from '@matjar/core';
import { useLocation } from 'react-router';
import { catalogOf, idParam, pageParam } from '../features/catalog/load-catalog.server.js';
import { localName } from '../lib/product-display.js';
import { ProductFilters, sortParam } from '../features/catalog/product-filters.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { PageHeading } from '../ui/page-heading.js';
import { Pagination } from '../ui/pagination.js';
import { ProductGrid } from '../ui/product-grid.js';
import type { Route } from './+types/products';
import { productCountText } from '../i18n/product-count.js';

/** All products; ?brand= comes preselected from the brands page (storefront §2). Bad values are ignored. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalog = catalogOf(context);
  const filters = {
    brand: idParam(url.searchParams.get('brand') ?? undefined),
    category: idParam(url.searchParams.get('category') ?? undefined),
    sort: sortParam(url.searchParams.get('sort')),
  };
  const [list, brands, categories] = await Promise.all([
    catalog.listProducts({
      brand: filters.brand ?? undefined,
      category: filters.category ?? undefined,
      sort: filters.sort,
      // Sorting by name follows the page's language.
      locale: localeFromPathname(url.pathname),
      page: pageParam(url),
    }),
    catalog.listBrands(filters.category ?? undefined),
    catalog.listCategories(),
  ]);
  const brand = filters.brand === null ? null : (brands.find((b) => b.id === filters.brand) ?? null);
  return { list, brands, categories, filters, brand };
}

export function meta(args: Route.MetaArgs) {
  const brand = args.loaderData?.brand;
  const filters = args.loaderData?.filters;
  const page = args.loaderData?.list.page ?? 1;
  // All of one brand's products are its page (/brand/apple): search engines are sent there. Narrowed to a
  // category as well, the list is a page of its own.
  const brandPage =
    brand && filters?.category === null
      ? { path: brandLink(brand.slug), query: page > 1 ? `?page=${page}` : '' }
      : undefined;
  return routeMeta(args, (locale) => ({
    title: brand
      ? t(locale, 'products.meta.brandTitle', { brand: localName(brand, locale) })
      : t(locale, 'products.meta.title'),
    description: t(locale, 'products.meta.description'),
    ...(brandPage ? { canonical: brandPage } : {}),
  }));
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { list, brands, categories, filters, brand } = loaderData;
  const { locale } = useShellData();
  const t = useT();
  const { search } = useLocation();
  // From the filters the page was rendered with, not the address bar: the cached page is every visitor's.
  const hrefFor = (page: number) => {
    const query = new URLSearchParams();
    if (filters.brand !== null) query.set('brand', String(filters.brand));
    if (filters.category !== null) query.set('category', String(filters.category));
    if (filters.sort !== 'newest') query.set('sort', filters.sort);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return localizePath(`/products${text ? `?${text}` : ''}`, locale);
  };
  const title = brand ? localName(brand, locale) : t('products.title');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeading title={title} text={productCountText(locale, list.total)} />
      <div className="mt-6">
        {/* Keyed by the address so the selects show the URL's values after back/forward. */}
        <ProductFilters key={search} values={filters} brands={brands} categories={categories} />
      </div>
      <div className="mt-6">
        <ProductGrid
          products={list.items}
          priorityCount={2}
          label={title}
          empty={
            <EmptyState
              icon={PackageSearch}
              title={t('products.empty.title')}
              text={t('products.empty.text')}
            >
              <ButtonLink to={localizePath('/products', locale)}>{t('products.filter.clear')}</ButtonLink>
              <ButtonLink to={localizePath('/brands', locale)} variant="secondary">
                {t('categories.showAllBrands')}
              </ButtonLink>
            </EmptyState>
          }
        />
      </div>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        shown={list.items.length}
        hrefFor={hrefFor}
      />
    </div>
  );
}
