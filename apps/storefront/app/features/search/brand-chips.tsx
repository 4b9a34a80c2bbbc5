import { formatNumber } from '@matjar/core';
import { Link, useLocation } from 'react-router';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { localText } from '../../lib/product-display.js';
import type { BrandFacet } from './brand-filter.js';
import { NameText } from '../../ui/isolated-text.js';

interface BrandChipsProps {
  query: string;
  brands: readonly BrandFacet[];
  selectedId: number | null;
  total: number;
}

/** Narrow the results to one brand (links, so the choice is in the address and works without script). */
export function BrandChips({ query, brands, selectedId, total }: BrandChipsProps) {
  const { locale } = useShellData();
  const { pathname } = useLocation();
  const t = useT();
  const href = (brandId: number | null) =>
    `${pathname}?${new URLSearchParams(brandId === null ? { q: query } : { q: query, brand: String(brandId) })}`;
  const chip = (active: boolean) =>
    `inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition ${
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-200 bg-white text-slate-700 hover:border-slate-400'
    }`;
  return (
    <nav aria-label={t('search.brands')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={href(null)}
            className={chip(selectedId === null)}
            aria-current={selectedId === null ? 'page' : undefined}
            preventScrollReset
          >
            {t('search.allBrands')}
            <span className="opacity-80">{formatNumber(total, locale)}</span>
          </Link>
        </li>
        {brands.map(({ brand, count }) => (
          <li key={brand.id}>
            <Link
              to={href(brand.id)}
              className={chip(selectedId === brand.id)}
              aria-current={selectedId === brand.id ? 'page' : undefined}
              preventScrollReset
            >
              <NameText name={localText(brand.name, brand.name_en, locale)} />
              <span className="opacity-80">{formatNumber(count, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
