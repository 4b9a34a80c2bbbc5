import type { StoreBrand, StoreCategory, StoreProductList } from '@matjar/core';
import { ArrowLeft, FolderSearch, LayoutGrid, PackageSearch, Tags } from '../ui/icons.js';
import {
  categoriesStepPath,
  parseCategoriesStep,
  type CategoriesStep,
} from '../features/catalog/categories-step.js';
import { CountTiles } from '../features/catalog/category-tiles-grid.js';
import { catalogOf, notFound } from '../features/catalog/load-catalog.server.js';
import { localName } from '../lib/product-display.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { Breadcrumb } from '../ui/breadcrumb.js';
import { ButtonLink } from '../ui/button-link.js';
import { CatalogIcon } from '../ui/catalog-icon.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { PageHeading } from '../ui/page-heading.js';
import { Pagination } from '../ui/pagination.js';
import { ProductGrid } from '../ui/product-grid.js';
import type { Route } from './+types/categories';
import { productCountText } from '../i18n/product-count.js';

type CategoriesData =
  | { step: 'categories'; categories: StoreCategory[] }
  | { step: 'brands'; category: StoreCategory; brands: StoreBrand[] }
  | {
      step: 'products';
      category: StoreCategory;
      brand: StoreBrand | null;
      brandId: number | null;
      list: StoreProductList;
    }
  | { step: 'not-found' };

/** Loads what the step in the address needs; an unknown category answers 404 with 'category not found'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const catalog = catalogOf(context);
  const step: CategoriesStep = parseCategoriesStep(new URL(request.url).searchParams);
  if (step.step === 'categories') {
    return { step: 'categories', categories: await catalog.listCategories() } satisfies CategoriesData;
  }
  const [category, brands] = await Promise.all([
    catalog.getCategory(step.categoryId),
    catalog.listBrands(step.categoryId),
  ]);
  if (!category) return notFound<CategoriesData>({ step: 'not-found' });
  if (step.step === 'brands') return { step: 'brands', category, brands } satisfies CategoriesData;
  const list = await catalog.listProducts({
    category: step.categoryId,
    brand: step.brandId ?? undefined,
    page: step.page,
  });
  const brand = brands.find((b) => b.id === step.brandId) ?? null;
  return { step: 'products', category, brand, brandId: step.brandId, list } satisfies CategoriesData;
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData as CategoriesData | undefined;
  return routeMeta(args, (locale) => {
    if (data?.step === 'not-found') {
      return {
        title: t(locale, 'category.notFound.title'),
        description: t(locale, 'category.notFound.text'),
        noindex: true,
      };
    }
    if (data && data.step !== 'categories') {
      const name = localName(data.category, locale);
      const brand = data.step === 'products' && data.brand ? ` · ${localName(data.brand, locale)}` : '';
      return {
        title: `${name}${brand} — ${t(locale, 'brand.short')}`,
        description: t(locale, 'category.meta.description', { category: name }),
      };
    }
    return {
      title: t(locale, 'categories.meta.title'),
      description: t(locale, 'categories.meta.description'),
    };
  });
}

/** Storefront §2 Categories page: category → brand (or all) → products, each step its own address. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const data = loaderData as CategoriesData;
  const { locale, settings } = useShellData();
  const t = useT();
  const href = (step: CategoriesStep) => localizePath(categoriesStepPath(step), locale);
  const home = { label: t('categories.title'), to: href({ step: 'categories' }) };

  if (data.step === 'not-found') {
    return (
      <EmptyState
        as="h1"
        icon={FolderSearch}
        title={t('category.notFound.title')}
        text={t('category.notFound.text')}
      >
        <ButtonLink to={home.to}>{t('category.notFound.cta')}</ButtonLink>
      </EmptyState>
    );
  }

  if (data.step === 'categories') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <PageHeading title={t('categories.title')} text={t('categories.step.category')} />
        <div className="mt-6">
          {data.categories.length === 0 ? (
            <EmptyState
              icon={LayoutGrid}
              title={t('categories.empty.title')}
              text={t('categories.empty.text')}
            />
          ) : (
            <CountTiles
              label={t('categories.step.category')}
              tiles={data.categories.map((category) => ({
                key: category.id,
                name: localName(category, locale),
                icon: category.icon,
                count: category.product_count,
                to: href({ step: 'brands', categoryId: category.id }),
              }))}
            />
          )}
        </div>
      </div>
    );
  }

  const categoryName = localName(data.category, locale);
  const brandsStep = href({ step: 'brands', categoryId: data.category.id });
  const backLink = (to: string, label: string) => (
    <ButtonLink to={to} variant="secondary">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {label}
    </ButtonLink>
  );

  if (data.step === 'brands') {
    const total = data.brands.reduce((sum, brand) => sum + brand.product_count, 0);
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <Breadcrumb items={[home, { label: categoryName }]} />
        <div className="mt-4">
          <PageHeading title={categoryName} text={t('categories.step.brand')}>
            {backLink(home.to, t('categories.backToCategories'))}
          </PageHeading>
        </div>
        <div className="mt-6">
          {data.brands.length === 0 ? (
            <EmptyState
              icon={Tags}
              title={t('categories.noBrands.title')}
              text={t('categories.noBrands.text', { category: categoryName })}
            >
              <ButtonLink to={home.to}>{t('categories.backToCategories')}</ButtonLink>
            </EmptyState>
          ) : (
            <CountTiles
              label={t('categories.step.brand')}
              tiles={[
                {
                  key: 'all',
                  name: t('categories.allBrands'),
                  icon: settings.allBrandsIcon,
                  count: total,
                  note: t('categories.allBrandsText', { category: categoryName }),
                  art: settings.allBrandsIcon ? (
                    <CatalogIcon icon={settings.allBrandsIcon} name="" className="size-12" />
                  ) : (
                    <LayoutGrid className="size-8" aria-hidden strokeWidth={1.5} />
                  ),
                  to: href({ step: 'products', categoryId: data.category.id, brandId: null, page: 1 }),
                },
                ...data.brands.map((brand) => ({
                  key: brand.id,
                  name: localName(brand, locale),
                  icon: brand.icon,
                  count: brand.product_count,
                  to: href({ step: 'products', categoryId: data.category.id, brandId: brand.id, page: 1 }),
                })),
              ]}
            />
          )}
        </div>
      </div>
    );
  }

  const brandName = data.brand ? localName(data.brand, locale) : t('categories.allBrands');
  const { list } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[home, { label: categoryName, to: brandsStep }, { label: brandName }]} />
      <div className="mt-4">
        <PageHeading title={`${categoryName} · ${brandName}`} text={productCountText(locale, list.total)}>
          <div className="flex flex-wrap gap-2">
            {backLink(brandsStep, t('categories.backToBrands'))}
            {backLink(home.to, t('categories.backToCategories'))}
          </div>
        </PageHeading>
      </div>
      <div className="mt-6">
        <ProductGrid
          products={list.items}
          priorityCount={2}
          empty={
            <EmptyState
              icon={PackageSearch}
              title={t('categories.noProducts.title')}
              text={t('categories.noProducts.text')}
            >
              {data.brandId !== null ? (
                <ButtonLink
                  to={href({ step: 'products', categoryId: data.category.id, brandId: null, page: 1 })}
                >
                  {t('categories.showAllBrands')}
                </ButtonLink>
              ) : (
                <ButtonLink to={home.to}>{t('categories.backToCategories')}</ButtonLink>
              )}
            </EmptyState>
          }
        />
      </div>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        shown={list.items.length}
        hrefFor={(page) =>
          href({ step: 'products', categoryId: data.category.id, brandId: data.brandId, page })
        }
      />
    </div>
  );
}
