import { FolderSearch, PackageSearch } from '../ui/icons.js';
import { redirect } from 'react-router';
import { categoriesStepPath } from '../features/catalog/categories-step.js';
import { categoryIdForShortcut, categoryPath } from '../lib/catalog-paths.js';
import { catalogOf, idParam, notFound, pageParam } from '../features/catalog/load-catalog.server.js';
import { sortParam } from '../features/catalog/product-filters.js';
import { localName } from '../lib/product-display.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { ProductListPage } from '../features/catalog/product-list-page.js';
import { breadcrumbJsonLd } from '../features/seo/product-json-ld.js';
import { basePathOf, localeFromPathname, localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { ButtonLink } from '../ui/button-link.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT, type RootLoaderData } from '../ui/layout/shell-data.js';
import type { Route } from './+types/category';

/**
 * /category/{id} and the fixed shortcuts /phones … /cameras (one module, one route id each). A category that
 * has a shortcut is served at the shortcut; /category/1 redirects there so each page has one address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const base = basePathOf(url.pathname);
  const shortcutId = categoryIdForShortcut(base);
  const id = shortcutId ?? idParam(params.id);
  if (id === null) return notFound({ category: null });
  if (shortcutId === null && categoryPath(id) !== base) {
    throw redirect(`${localizePath(categoryPath(id), localeFromPathname(url.pathname))}${url.search}`, 301);
  }
  const catalog = catalogOf(context);
  // A bad ?sort= is ignored like a bad ?page= (the API answers 400 for it; a shared link still opens).
  const sort = sortParam(url.searchParams.get('sort'));
  const [category, list] = await Promise.all([
    catalog.getCategory(id),
    catalog.listProducts({
      category: id,
      sort,
      locale: localeFromPathname(url.pathname),
      page: pageParam(url),
    }),
  ]);
  if (!category) return notFound({ category: null });
  return { category, list, sort };
}

export function meta(args: Route.MetaArgs) {
  const category = args.loaderData?.category;
  const tags = routeMeta(args, (locale) => {
    if (!category) {
      return {
        title: t(locale, 'category.notFound.title'),
        description: t(locale, 'category.notFound.text'),
        noindex: true,
      };
    }
    const name = localName(category, locale);
    return {
      title: `${name} — ${t(locale, 'brand.short')}`,
      description: t(locale, 'category.meta.description', { category: name }),
    };
  });
  if (!category) return tags;
  const locale = localeFromPathname(args.location.pathname);
  const origin = (args.matches[0]?.loaderData as RootLoaderData | undefined)?.origin ?? '';
  const trail = breadcrumbJsonLd([
    { name: t(locale, 'product.home'), url: `${origin}${localizePath('/', locale)}` },
    { name: localName(category, locale), url: `${origin}${localizePath(categoryPath(category.id), locale)}` },
  ]);
  return [...tags, { 'script:ld+json': trail }];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const categoriesHref = localizePath('/categories', locale);
  if (!loaderData.category || !('list' in loaderData)) {
    return (
      <EmptyState
        as="h1"
        icon={FolderSearch}
        title={t('category.notFound.title')}
        text={t('category.notFound.text')}
      >
        <ButtonLink to={categoriesHref}>{t('category.notFound.cta')}</ButtonLink>
      </EmptyState>
    );
  }
  const { category, list, sort } = loaderData;
  const name = localName(category, locale);
  return (
    <ProductListPage
      crumbs={[{ label: t('categories.title'), to: categoriesHref }, { label: name }]}
      title={name}
      list={list}
      sort={sort}
      path={localizePath(categoryPath(category.id), locale)}
      actions={
        <ButtonLink
          to={localizePath(categoriesStepPath({ step: 'brands', categoryId: category.id }), locale)}
          variant="secondary"
        >
          {t('categories.step.brand')}
        </ButtonLink>
      }
      empty={
        <EmptyState icon={PackageSearch} title={t('category.empty.title')} text={t('category.empty.text')}>
          <ButtonLink to={categoriesHref}>{t('category.notFound.cta')}</ButtonLink>
        </EmptyState>
      }
    />
  );
}
