import type { StoreCategory } from '@matjar/core';
import { SearchX } from '../../ui/icons.js';
import { categoryPath } from '../../lib/catalog-paths.js';
import { localName, type ProductCardData } from '../../lib/product-display.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { IsolatedText } from '../../ui/isolated-text.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ProductGrid } from '../../ui/product-grid.js';
import { CountTiles } from '../catalog/category-tiles-grid.js';
import { DidYouMean } from './did-you-mean.js';

interface NoResultsProps {
  query: string;
  didYouMean: readonly string[];
  categories: readonly StoreCategory[];
  bestSellers: readonly ProductCardData[];
}

/** A search that found nothing: what was not found, then ways on (close names, categories, best sellers). */
export function NoResults({ query, didYouMean, categories, bestSellers }: NoResultsProps) {
  const { locale } = useShellData();
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
        <SearchX className="size-10 text-slate-400" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-slate-900">
          <IsolatedText text={t('search.empty.title')} names={{ query }} />
        </h2>
        <p className="mt-2 max-w-md text-slate-600">{t('search.empty.lead')}</p>
        <div className="mt-4">
          <DidYouMean names={didYouMean} />
        </div>
        <ButtonLink to={localizePath('/products', locale)} variant="secondary">
          {t('search.empty.browse')}
        </ButtonLink>
      </section>
      {categories.length > 0 && (
        <section aria-labelledby="no-results-categories">
          <h2 id="no-results-categories" className="mb-4 text-xl font-extrabold text-slate-900">
            {t('search.empty.categories')}
          </h2>
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
        </section>
      )}
      {bestSellers.length > 0 && (
        <section aria-labelledby="no-results-best-sellers">
          <h2 id="no-results-best-sellers" className="mb-4 text-xl font-extrabold text-slate-900">
            {t('search.empty.bestSellers')}
          </h2>
          <ProductGrid products={bestSellers} label={t('search.empty.bestSellers')} />
        </section>
      )}
    </div>
  );
}
