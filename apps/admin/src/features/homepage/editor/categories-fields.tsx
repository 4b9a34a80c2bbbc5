import { formatNumber, type AdminCatalogTerm } from '@matjar/core';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { CatalogIcon } from '../../../ui/catalog-icon';
import { Field, inputClass } from '../../../ui/field';
import { nameIn } from '../preview/preview-types';
import { FormCard } from './form-card';
import { categoryMatches } from './picker-search';
import { ChoiceGrid, ChosenList, type PickerItem } from './picker-parts';
import { toggleId } from './section-draft';

/** Categories section: the same picker over every category, filtered as typed, chosen order kept. */
export function CategoriesFields({
  chosen,
  categories,
  onChange,
}: {
  chosen: readonly number[];
  categories: readonly AdminCatalogTerm[];
  onChange: (ids: number[]) => void;
}) {
  const { t, language } = useI18n();
  const [text, setText] = useState('');
  const byId = new Map(categories.map((category) => [category.id, category]));
  const toItem = (id: number): PickerItem => {
    const category = byId.get(id);
    return {
      id,
      name: category ? nameIn(category, language) : t('homepage.categories.missing', { id }),
      otherName: category ? nameIn(category, language === 'ar' ? 'en' : 'ar') : undefined,
      picture: <CatalogIcon icon={category?.icon ?? null} className="size-10" />,
    };
  };
  const shown = categories.filter((category) => categoryMatches(category, text));

  return (
    <FormCard title={t('homepage.categories.section')}>
      <div>
        <h3 className="mb-1.5 text-sm font-semibold text-zinc-800">
          {t('homepage.categories.chosen', { count: formatNumber(chosen.length, language) })}
        </h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('homepage.categories.noneChosen')}</p>
        ) : (
          <ChosenList
            label={t('homepage.categories.chosenLabel')}
            items={chosen.map(toItem)}
            onReorder={onChange}
            onRemove={(id) => onChange(chosen.filter((other) => other !== id))}
          />
        )}
      </div>
      <Field label={t('homepage.categories.search')} hint={t('homepage.products.searchHint')}>
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-3 size-5 text-zinc-500"
            />
            <input
              {...control}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={`${inputClass(false)} ps-10`}
            />
          </div>
        )}
      </Field>
      {shown.length === 0 ? (
        <p role="status" className="text-sm text-zinc-600">
          {t('homepage.categories.noResults')}
        </p>
      ) : (
        <ChoiceGrid
          label={t('homepage.categories.results')}
          items={shown.map((category) => toItem(category.id))}
          chosen={chosen}
          onToggle={(id) => onChange(toggleId(chosen, id))}
        />
      )}
    </FormCard>
  );
}
