import { Tags } from '../ui/icons.js';
import { Link } from 'react-router';
import { brandLink } from '@matjar/core';
import { catalogOf } from '../features/catalog/load-catalog.server.js';
import { localName } from '../lib/product-display.js';
import { routeMeta } from '../features/catalog/route-meta.js';
import { localizePath } from '../i18n/locale.js';
import { t } from '../i18n/t.js';
import { CatalogIcon } from '../ui/catalog-icon.js';
import { EmptyState } from '../ui/empty-state.js';
import { useShellData, useT } from '../ui/layout/shell-data.js';
import { PageHeading } from '../ui/page-heading.js';
import type { Route } from './+types/brands';
import { productCountText } from '../i18n/product-count.js';

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await catalogOf(context).listBrands() };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => ({
    title: t(locale, 'brands.meta.title'),
    description: t(locale, 'brands.meta.description'),
  }));
}

/** Every brand with products; choosing one opens its own page, /brand/{slug}. */
export default function Brands({ loaderData }: Route.ComponentProps) {
  const { locale } = useShellData();
  const t = useT();
  const { brands } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeading title={t('brands.title')} text={t('brands.intro')} />
      {brands.length === 0 ? (
        <EmptyState icon={Tags} title={t('brands.empty.title')} text={t('brands.empty.text')} />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
          {brands.map((brand) => {
            const name = localName(brand, locale);
            return (
              <li key={brand.id}>
                <Link
                  to={localizePath(brandLink(brand.slug), locale)}
                  className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                >
                  <span className="grid size-16 place-items-center rounded-2xl bg-slate-50 text-brand-700">
                    <CatalogIcon icon={brand.icon} name={name} className="size-12" />
                  </span>
                  <span className="font-bold text-slate-800">{name}</span>
                  <span className="text-xs text-slate-500">
                    {productCountText(locale, brand.product_count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
