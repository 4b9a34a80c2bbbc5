import { PackageSearch, Tags } from '../ui/icons.js';
import { brandLink } from '@matjar/core';
import { catalogOf, notFound, pageParam } from '../features/catalog/load-catalog.server.js';
import { sortParam } from '../features/catalog/product-filters.js';
import { ProductListPage } from '../features/catalog/product-list-page.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { brandPageJsonLd } from '../features/seo/brand-json-ld.js';
import { breadcrumbJsonLd } from '../features/seo/product-json-ld.js';
import { localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { localName } from '../lib/product-display.js';
import { ButtonLink } from '../ui/button-link.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT, type RootLoaderData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/brand';

/**
 * /brand/{slug}: every active product of one brand, a page of its own for search engines (its name in the
 * title, its own canonical address and place in the sitemap), ordered and paged like a category's.
 * A slug no listed brand has (a brand without products, a renamed one's old slug) is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalog = catalogOf(context);
  const brand = (await catalog.listBrands()).find((each) => each.slug === params.slug) ?? null;
  if (!brand) return notFound({ brand: null });
  const sort = sortParam(url.searchParams.get('sort'));
  const list = await catalog.listProducts({
    brand: brand.id,
    sort,
    locale: localeFromPathname(url.pathname),
    page: pageParam(url),
  });
  return { brand, list, sort };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  const brand = data?.brand ?? null;
  const tags = routeMeta(args, (locale) =>
    brand
      ? {
          title: t(locale, 'brandPage.meta.title', { brand: localName(brand, locale) }),
          description: t(locale, 'brandPage.meta.description', { brand: localName(brand, locale) }),
        }
      : {
          title: t(locale, 'brandPage.notFound.title'),
          description: t(locale, 'brandPage.notFound.text'),
          noindex: true,
        },
  );
  if (!brand || !data || !('list' in data)) return tags;
  const locale = localeFromPathname(args.location.pathname);
  const origin = (args.matches[0]?.loaderData as RootLoaderData | undefined)?.origin ?? '';
  const at = (path: string) => `${origin}${localizePath(path, locale)}`;
  const name = localName(brand, locale);
  const path = brandLink(brand.slug);
  const trail = breadcrumbJsonLd([
    { name: t(locale, 'product.home'), url: at('/') },
    { name: t(locale, 'brands.title'), url: at('/brands') },
    { name, url: at(path) },
  ]);
  const page = brandPageJsonLd({
    brand,
    name: t(locale, 'brandPage.meta.title', { brand: name }),
    url: `${at(path)}${data.list.page > 1 ? `?page=${data.list.page}` : ''}`,
    list: data.list,
    productUrl: (id) => at(`/product/${id}`),
  });
  return [...tags, { 'script:ld+json': trail }, { 'script:ld+json': page }];
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const brandsHref = localizePath('/brands', locale);
  if (!loaderData.brand || !('list' in loaderData)) {
    return (
      <EmptyState
        as="h1"
        icon={Tags}
        title={t('brandPage.notFound.title')}
        text={t('brandPage.notFound.text')}
      >
        <ButtonLink to={brandsHref}>{t('categories.showAllBrands')}</ButtonLink>
      </EmptyState>
    );
  }
  const { brand, list, sort } = loaderData;
  const name = localName(brand, locale);
  return (
    <ProductListPage
      crumbs={[{ label: t('brands.title'), to: brandsHref }, { label: name }]}
      title={name}
      list={list}
      sort={sort}
      path={localizePath(brandLink(brand.slug), locale)}
      empty={
        <EmptyState icon={PackageSearch} title={t('products.empty.title')} text={t('products.empty.text')}>
          <ButtonLink to={brandsHref}>{t('categories.showAllBrands')}</ButtonLink>
        </EmptyState>
      }
    />
  );
}
