import { formatNumber, type AdminCatalogTerm } from '@matjar/core';
import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { CatalogIcon } from '../../../ui/catalog-icon';
import { nameIn } from '../preview/preview-types';
import { categoryMatches } from './picker-search';
import { ChoiceGrid, PickerFields, type PickerItem } from './picker-parts';
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
    <PickerFields
      labels={{
        section: t('homepage.categories.section'),
        chosenHeading: t('homepage.categories.chosen', { count: formatNumber(chosen.length, language) }),
        noneChosen: t('homepage.categories.noneChosen'),
        chosenLabel: t('homepage.categories.chosenLabel'),
        search: t('homepage.categories.search'),
        searchHint: t('homepage.products.searchHint'),
      }}
      chosen={chosen}
      toItem={toItem}
      onChange={onChange}
      text={text}
      onTextChange={setText}
    >
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
    </PickerFields>
  );
}
