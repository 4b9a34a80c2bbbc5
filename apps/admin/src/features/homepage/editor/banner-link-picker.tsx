import {
  SEARCH_DEBOUNCE_MS,
  STOREFRONT_PAGES,
  categoryLink,
  productLink,
  storefrontLinkTarget,
} from '@matjar/core';
import { useQuery } from '@tanstack/react-query';
import { Link2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import { useCategories } from '../../../lib/api/catalog-terms';
import { productDetailQuery } from '../../../lib/api/products';
import { Button } from '../../../ui/button';
import { inputClass } from '../../../ui/field';
import { useProductSearch } from '../api/product-choices';
import { nameIn } from '../preview/preview-types';
import { categoryMatches } from './picker-search';

/** How many of each kind the picker offers at once; typing more narrows them. */
const SHOWN = 5;

interface Choice {
  link: string;
  name: string;
}

/**
 * Where a banner leads: picked from products, categories and pages by searching as you type, not
 * typed as a path. Shows where the current link leads in words; the server checks the link again on save.
 */
export function BannerLinkPicker({
  label,
  link,
  error,
  onChange,
}: {
  label: string;
  link: string;
  error?: string | undefined;
  onChange: (link: string) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = text.trim() !== '';
  const products = useProductSearch(query);
  const categories = useCategories();
  const current = useLinkName(link);

  const wanted = text.trim().toLocaleLowerCase(language);
  const groups: { heading: string; choices: Choice[] }[] = searching
    ? [
        {
          heading: t('homepage.banner.linkPages'),
          choices: STOREFRONT_PAGES.filter((page) =>
            [page.label.ar, page.label.en].some((name) => name.toLocaleLowerCase(language).includes(wanted)),
          )
            .slice(0, SHOWN)
            .map((page) => ({ link: page.path, name: page.label[language] })),
        },
        {
          heading: t('homepage.banner.linkCategories'),
          choices: (categories.data ?? [])
            .filter((category) => categoryMatches(category, text))
            .slice(0, SHOWN)
            .map((category) => ({ link: categoryLink(category.id), name: nameIn(category, language) })),
        },
        {
          heading: t('homepage.banner.linkProducts'),
          choices: (query.trim() ? (products.data?.products ?? []) : [])
            .slice(0, SHOWN)
            .map((product) => ({ link: productLink(product.id), name: nameIn(product, language) })),
        },
      ]
    : [];
  const pick = (choice: Choice) => {
    onChange(choice.link);
    setText('');
  };

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Link2 aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
        <span className={link ? 'font-medium text-zinc-900' : 'text-zinc-600'}>{current}</span>
        {link && (
          <Button size="sm" variant="ghost" icon={X} onClick={() => onChange('')}>
            {t('homepage.banner.linkRemove')}
          </Button>
        )}
      </div>
      <input
        type="search"
        aria-label={t('homepage.banner.linkSearch')}
        placeholder={t('homepage.banner.linkSearch')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={inputClass(Boolean(error))}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {searching && (
        <div
          className="space-y-2 rounded-lg border border-zinc-200 bg-white p-2"
          aria-busy={products.isFetching}
        >
          {groups.every((group) => group.choices.length === 0) ? (
            <p role="status" className="px-2 py-1 text-sm text-zinc-600">
              {products.isFetching ? t('common.loading') : t('homepage.banner.linkNoResults')}
            </p>
          ) : (
            groups
              .filter((group) => group.choices.length > 0)
              .map((group) => (
                <div key={group.heading}>
                  <p className="px-2 text-xs font-semibold text-zinc-600">{group.heading}</p>
                  <ul className="mt-1">
                    {group.choices.map((choice) => (
                      <li key={choice.link}>
                        <button
                          type="button"
                          onClick={() => pick(choice)}
                          className="w-full rounded-md px-2 py-1.5 text-start text-sm text-zinc-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          {choice.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))
          )}
        </div>
      )}
    </fieldset>
  );
}

/** Where a stored link leads, in words: "Category: Phones", "Page: Gift cards", or that it leads nowhere. */
function useLinkName(link: string): string {
  const { t, language } = useI18n();
  const target = storefrontLinkTarget(link);
  const categories = useCategories();
  const product = useQuery({
    ...productDetailQuery(target.kind === 'product' ? target.id : 0),
    enabled: target.kind === 'product',
    retry: false,
  });
  switch (target.kind) {
    case 'none':
      return t('homepage.banner.noLink');
    case 'external':
      return t('homepage.banner.linkExternal', { link });
    case 'page': {
      const page = STOREFRONT_PAGES.find((candidate) => candidate.path === target.path);
      return t('homepage.banner.linkPage', { name: page ? page.label[language] : target.path });
    }
    case 'category': {
      const category = categories.data?.find((candidate) => candidate.id === target.id);
      return category
        ? t('homepage.banner.linkCategory', { name: nameIn(category, language) })
        : t('homepage.banner.linkCategory', { name: `#${target.id}` });
    }
    case 'product':
      return t('homepage.banner.linkProduct', {
        name: product.data ? nameIn(product.data, language) : `#${target.id}`,
      });
    case 'section':
      return t('homepage.banner.linkPage', { name: link });
    default:
      return t('homepage.banner.linkNowhere', { link });
  }
}
