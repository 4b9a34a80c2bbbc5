import { ADMIN_PRODUCT_SORTS, ADMIN_STOCK_STATES, type AdminCatalogTerm } from '@matjar/core';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { Field, selectClass } from '../../ui/field';
import { SearchForm } from '../../ui/search-form';
import { hasActiveFilters, type ProductListParams, type ProductSort, type StockState } from './list-params';
import { nameIn } from './product-names';

interface ProductFiltersBarProps {
  params: ProductListParams;
  onChange: (change: Partial<ProductListParams>) => void;
  categories: readonly AdminCatalogTerm[];
  brands: readonly AdminCatalogTerm[];
}

const flagValue = (flag: boolean | null) => (flag === null ? '' : String(flag));
const readFlag = (value: string) => (value === '' ? null : value === 'true');
const readId = (value: string) => (value === '' ? null : Number(value));

/** Search (both names and SKUs, Arabic-aware on the server), filters and sort of the product list. */
export function ProductFiltersBar({ params, onChange, categories, brands }: ProductFiltersBarProps) {
  const { t, language } = useI18n();
  // The text is the box's own until submitted, so typing does not fetch on every key.
  const [text, setText] = useState(params.q);
  const [shownQ, setShownQ] = useState(params.q);
  if (params.q !== shownQ) {
    setShownQ(params.q);
    setText(params.q);
  }
  const search = () => onChange({ q: text.trim() });

  return (
    <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4">
      <SearchForm
        id="product-search"
        label={t('products.search.label')}
        placeholder={t('products.search.placeholder')}
        submitLabel={t('products.search.submit')}
        maxLength={100}
        value={text}
        onValueChange={setText}
        onSearch={search}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Field label={t('products.filter.category')} id="filter-category">
          {(control) => (
            <select
              {...control}
              value={params.category_id ?? ''}
              onChange={(event) => onChange({ category_id: readId(event.target.value) })}
              className={selectClass(false)}
            >
              <option value="">{t('products.filter.all')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {nameIn(category.name, category.name_en, language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('products.filter.brand')} id="filter-brand">
          {(control) => (
            <select
              {...control}
              value={params.brand_id ?? ''}
              onChange={(event) => onChange({ brand_id: readId(event.target.value) })}
              className={selectClass(false)}
            >
              <option value="">{t('products.filter.all')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {nameIn(brand.name, brand.name_en, language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('products.filter.active')} id="filter-active">
          {(control) => (
            <select
              {...control}
              value={flagValue(params.is_active)}
              onChange={(event) => onChange({ is_active: readFlag(event.target.value) })}
              className={selectClass(false)}
            >
              <option value="">{t('products.filter.all')}</option>
              <option value="true">{t('products.filter.activeOnly')}</option>
              <option value="false">{t('products.filter.inactiveOnly')}</option>
            </select>
          )}
        </Field>
        <Field label={t('products.filter.offer')} id="filter-offer">
          {(control) => (
            <select
              {...control}
              value={flagValue(params.is_special_offer)}
              onChange={(event) => onChange({ is_special_offer: readFlag(event.target.value) })}
              className={selectClass(false)}
            >
              <option value="">{t('products.filter.all')}</option>
              <option value="true">{t('products.filter.offersOnly')}</option>
              <option value="false">{t('products.filter.notOffers')}</option>
            </select>
          )}
        </Field>
        <Field label={t('products.filter.stock')} id="filter-stock">
          {(control) => (
            <select
              {...control}
              value={params.stock_state ?? ''}
              onChange={(event) =>
                onChange({
                  stock_state: event.target.value === '' ? null : (event.target.value as StockState),
                })
              }
              className={selectClass(false)}
            >
              <option value="">{t('products.filter.all')}</option>
              {ADMIN_STOCK_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`products.stockState.${state}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('products.filter.sort')} id="filter-sort">
          {(control) => (
            <select
              {...control}
              value={params.sort}
              onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
              className={selectClass(false)}
            >
              {ADMIN_PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`products.sort.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {hasActiveFilters(params) && (
        <Button
          size="sm"
          variant="ghost"
          icon={X}
          onClick={() =>
            onChange({
              q: '',
              category_id: null,
              brand_id: null,
              is_active: null,
              is_special_offer: null,
              stock_state: null,
            })
          }
        >
          {t('products.filter.clear')}
        </Button>
      )}
    </div>
  );
}
