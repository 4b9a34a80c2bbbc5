import type { ProductSort, StoreBrand, StoreCategory } from '@matjar/core';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import type { MessageKey } from '../../i18n/t.js';
import { Button } from '../../ui/button.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { localName } from '../../lib/product-display.js';

// Typed by core's ProductSort, so a new sort fails to compile until it has a label. Core's PRODUCT_SORTS itself
// is not imported: it lives beside zod schemas, which would then ship to the browser (~28 kB gzip).
export const SORT_LABELS: Record<ProductSort, MessageKey> = {
  newest: 'products.sort.newest',
  price_asc: 'products.sort.priceAsc',
  price_desc: 'products.sort.priceDesc',
  name: 'products.sort.name',
};
export const SORT_OPTIONS = Object.keys(SORT_LABELS) as ProductSort[];

/** The sort of a page's ?sort=; the default (newest, in stock first) when absent or unknown. */
export function sortParam(value: string | null): ProductSort {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'newest';
}

const SELECT =
  'h-11 w-full rounded-xl border border-slate-300 bg-white ps-3 pe-8 text-sm font-semibold text-slate-800 focus:border-brand-500';

/** The labelled sort select of a list's GET form (the products filters and a category's sort control). */
export function SortSelect({ id, sort, className }: { id: string; sort: ProductSort; className: string }) {
  const t = useT();
  return (
    <label className={className} htmlFor={id}>
      {t('products.sort.label')}
      <select id={id} name="sort" defaultValue={sort} className={SELECT}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(SORT_LABELS[option])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A self-submitting GET form's button for pages shown before (or without) JavaScript. */
export function NoScriptApply() {
  const t = useT();
  return (
    <noscript>
      <Button type="submit" className="h-11">
        {t('products.filter.apply')}
      </Button>
    </noscript>
  );
}

export interface ProductFilterValues {
  brand: number | null;
  category: number | null;
  sort: ProductSort;
}

interface ProductFiltersProps {
  values: ProductFilterValues;
  brands: readonly StoreBrand[];
  categories: readonly StoreCategory[];
}

/**
 * Brand, category and sort as a GET form: it submits itself on change once hydrated, and the Apply button
 * keeps it working before (or without) JavaScript. The address carries the choice, so it can be shared.
 */
export function ProductFilters({ values, brands, categories }: ProductFiltersProps) {
  const { locale } = useShellData();
  const t = useT();
  const submit = useSubmit();
  const id = useId();
  return (
    <Form
      method="get"
      aria-label={t('products.filter.label')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      <label className="flex flex-col gap-1 text-xs font-bold text-slate-500" htmlFor={`${id}-category`}>
        {t('products.filter.category')}
        <select id={`${id}-category`} name="category" defaultValue={values.category ?? ''} className={SELECT}>
          <option value="">{t('products.filter.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {localName(category, locale)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-bold text-slate-500" htmlFor={`${id}-brand`}>
        {t('products.filter.brand')}
        <select id={`${id}-brand`} name="brand" defaultValue={values.brand ?? ''} className={SELECT}>
          <option value="">{t('products.filter.allBrands')}</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {localName(brand, locale)}
            </option>
          ))}
        </select>
      </label>
      <SortSelect
        id={`${id}-sort`}
        sort={values.sort}
        className="col-span-2 flex flex-col gap-1 text-xs font-bold text-slate-500 sm:col-span-1"
      />
      <NoScriptApply />
    </Form>
  );
}
