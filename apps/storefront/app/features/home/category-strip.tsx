import type { HomepageSectionConfig, StoreHomepageCategory } from '@matjar/core';
import { Link } from 'react-router';
import { categoryPath } from '../../lib/catalog-paths.js';
import { localName } from '../../lib/product-display.js';
import { localizePath } from '../../i18n/locale.js';
import { CatalogIcon } from '../../ui/catalog-icon.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { SectionHeading } from './section-heading.js';
import { productCountText } from '../../i18n/product-count.js';
import { NameText } from '../../ui/isolated-text.js';

interface CategoryStripProps {
  sectionId: string;
  title: string;
  config: HomepageSectionConfig;
  categories: readonly StoreHomepageCategory[];
  viewAll?: string;
}

/** Category tiles; hovering or focusing one shows its brands (storefront §2 Home "categories"). */
export function CategoryStrip({ sectionId, title, config, categories, viewAll }: CategoryStripProps) {
  const { locale } = useShellData();
  const t = useT();
  const headingId = `section-${sectionId}`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-10 sm:pt-14">
      <SectionHeading id={headingId} title={title} config={config} viewAll={viewAll} />
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {categories.map((category) => {
          const name = localName(category, locale);
          const panelId = `${headingId}-brands-${category.id}`;
          return (
            <li key={category.id} className="group relative">
              <Link
                to={localizePath(categoryPath(category.id), locale)}
                aria-describedby={category.brands.length > 0 ? panelId : undefined}
                className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm transition group-focus-within:border-brand-300 group-hover:-translate-y-0.5 group-hover:border-brand-300 group-hover:shadow-md"
              >
                <span className="grid size-16 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
                  <CatalogIcon icon={category.icon} name={name} className="size-12" />
                </span>
                <span className="font-bold text-slate-800">
                  <NameText name={name} />
                </span>
                <span className="text-xs text-slate-500">
                  {productCountText(locale, category.product_count)}
                </span>
              </Link>
              <div
                id={panelId}
                className="invisible absolute inset-x-0 top-full z-20 mt-2 rounded-2xl border border-slate-200 bg-white p-3 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
              >
                <p className="text-xs font-bold text-slate-500">
                  {t('home.categories.brands', { category: name })}
                </p>
                {category.brands.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-500">{t('home.categories.noBrands')}</p>
                ) : (
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    {category.brands.map((brand) => (
                      <li key={brand.id}>
                        <Link
                          to={localizePath(`/categories?category=${category.id}&brand=${brand.id}`, locale)}
                          className="block rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                        >
                          <NameText name={localName(brand, locale)} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
