import { normalizeForSearch, type AdminCatalogTerm } from '@matjar/core';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { inputClass } from '../../../ui/field';
import { checkboxClass } from '../../../ui/checkbox-row';
import { nameIn } from '../product-names';
import { Locked } from './read-only';

interface CategoryChipsProps {
  categories: readonly AdminCatalogTerm[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/**
 * Categories as chips (back-office §2: multi-select with a search box, at least one). The chosen ones show
 * first as removable chips; the search narrows the checklist below, Arabic-folded like the shop's search.
 */
export function CategoryChips({ categories, value, onChange, error }: CategoryChipsProps) {
  const { t, language } = useI18n();
  const [query, setQuery] = useState('');
  const id = useId();
  const folded = normalizeForSearch(query);
  const shown = categories.filter(
    (category) =>
      folded === '' ||
      normalizeForSearch(category.name).includes(folded) ||
      normalizeForSearch(category.name_en).includes(folded),
  );
  const chosen = value
    .map((categoryId) => categories.find((category) => category.id === categoryId))
    .filter((category): category is AdminCatalogTerm => category !== undefined);
  const toggle = (categoryId: number, on: boolean) =>
    onChange(on ? [...value, categoryId] : value.filter((existing) => existing !== categoryId));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-zinc-800">
        {t('products.field.categories')}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      <Locked>
        {chosen.length > 0 && (
          <ul aria-label={t('products.categories.chosen')} className="mb-2 flex flex-wrap gap-2">
            {chosen.map((category) => {
              const name = nameIn(category.name, category.name_en, language);
              return (
                <li key={category.id}>
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm font-medium text-brand-800">
                    {name}
                    <button
                      type="button"
                      aria-label={t('products.categories.remove', { name })}
                      onClick={() => toggle(category.id, false)}
                      className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                    >
                      <X aria-hidden="true" className="size-3.5" />
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('products.categories.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('products.categories.search')}
          className={inputClass(false)}
        />
      </Locked>
      {/* A scrolling box is a stop of its own on the keyboard (and named), so its list can be scrolled with the
          arrow keys also when every checkbox in it is disabled (the read-only product page). */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('products.categories.list')}
        className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-zinc-200 p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Locked>
          {shown.length === 0 ? (
            <p className="p-2 text-sm text-zinc-600">{t('products.categories.none')}</p>
          ) : (
            <ul className="grid gap-1 sm:grid-cols-2">
              {shown.map((category) => {
                const checkboxId = `${id}-category-${category.id}`;
                return (
                  <li
                    key={category.id}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-zinc-50"
                  >
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={value.includes(category.id)}
                      onChange={(event) => toggle(category.id, event.target.checked)}
                      className={checkboxClass}
                    />
                    <label htmlFor={checkboxId} className="text-sm text-zinc-800">
                      {nameIn(category.name, category.name_en, language)}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </Locked>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
