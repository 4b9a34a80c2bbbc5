import type { ReactNode } from 'react';
import { SearchX } from '../../ui/icons.js';
import type { ProductCardData } from '../../lib/product-display.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../../ui/button-link.js';
import { IsolatedText } from '../../ui/isolated-text.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ProductGrid } from '../../ui/product-grid.js';
import { DidYouMean } from './did-you-mean.js';

interface NoResultsProps {
  query: string;
  didYouMean: readonly string[];
  /** The shop's categories as tiles (the route draws them with the catalogue's tiles), or null for none. */
  categories: ReactNode;
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
      {categories && (
        <section aria-labelledby="no-results-categories">
          <h2 id="no-results-categories" className="mb-4 text-xl font-extrabold text-slate-900">
            {t('search.empty.categories')}
          </h2>
          {categories}
        </section>
      )}
      {bestSellers.length > 0 && (
        <section aria-labelledby="no-results-best-sellers">
          <h2 id="no-results-best-sellers" className="mb-4 text-xl font-extrabold text-slate-900">
            {t('search.empty.bestSellers')}
          </h2>
          <ProductGrid products={bestSellers} label={t('search.empty.bestSellers')} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
