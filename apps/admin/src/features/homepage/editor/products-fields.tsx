import { SEARCH_DEBOUNCE_MS, formatNumber, imageVariantUrl, type AdminProductRow } from '@matjar/core';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { useProductSearch } from '../api/product-choices';
import { nameIn } from '../preview/preview-types';
import { ChoiceGrid, PickerFields, type PickerItem } from './picker-parts';
import { toggleId } from './section-draft';

export type ProductLookup = ReadonlyMap<number, AdminProductRow>;

/**
 * Products section: search by Arabic or English name (the server's Arabic-aware search), pick, and keep the
 * chosen ones in the order shown on the storefront.
 */
export function ProductsFields({
  chosen,
  known,
  onChange,
}: {
  chosen: readonly number[];
  /** Products already loaded (chosen ones and search results), to name the chosen. */
  known: ProductLookup;
  onChange: (ids: number[]) => void;
}) {
  const { t, language } = useI18n();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useProductSearch(query);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const found = results.data?.products ?? [];
  const lookup = new Map([...known, ...found.map((product) => [product.id, product] as const)]);
  const toItem = (id: number): PickerItem => {
    const product = lookup.get(id);
    const other = language === 'ar' ? 'en' : 'ar';
    return {
      id,
      name: product ? nameIn(product, language) : t('homepage.products.missing', { id }),
      otherName: product ? nameIn(product, other) : undefined,
      picture: product?.image ? (
        <img
          src={imageVariantUrl(product.image, 320, 'webp')}
          alt=""
          className="size-12 rounded-md bg-zinc-50 object-contain"
        />
      ) : (
        <span aria-hidden="true" className="block size-12 rounded-md bg-zinc-100" />
      ),
    };
  };

  return (
    <PickerFields
      labels={{
        section: t('homepage.products.section'),
        chosenHeading: t('homepage.products.chosen', { count: formatNumber(chosen.length, language) }),
        noneChosen: t('homepage.products.noneChosen'),
        chosenLabel: t('homepage.products.chosenLabel'),
        search: t('homepage.products.search'),
        searchHint: t('homepage.products.searchHint'),
      }}
      chosen={chosen}
      toItem={toItem}
      onChange={onChange}
      text={text}
      onTextChange={setText}
    >
      <div aria-busy={results.isFetching || undefined}>
        {found.length === 0 && !results.isPending ? (
          <p role="status" className="text-sm text-zinc-600">
            {t('homepage.products.noResults')}
          </p>
        ) : (
          <ChoiceGrid
            label={t('homepage.products.results')}
            items={found.map((product) => toItem(product.id))}
            chosen={chosen}
            onToggle={(id) => onChange(toggleId(chosen, id))}
          />
        )}
      </div>
    </PickerFields>
  );
}
