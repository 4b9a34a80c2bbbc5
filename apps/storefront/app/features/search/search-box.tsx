import { formatMoney } from '@matjar/core';
import { Search } from '../../ui/icons.js';
import { useId, useState, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localText } from '../../lib/product-display.js';
import { searchPath } from './search-params.js';
import { useSuggestions } from './use-suggestions.js';
import { basePathOf, localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { ProductImage } from '../../ui/product-image.js';
import { NameText } from '../../ui/isolated-text.js';

/** The option the arrow keys reached: a tint and a ring of 3:1 or more against the list's white. */
const ACTIVE_OPTION = 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600';

/**
 * Search form (GET /search?q=, works without script) that, once typed into, offers up to 5 suggestions and
 * 'view all results' as an ARIA 1.2 combobox: arrows move, Enter opens, Escape closes.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { locale } = useShellData();
  const t = useT();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // On the results page the box starts with the query it shows, so it can be refined.
  const [text, setText] = useState(() =>
    basePathOf(pathname) === '/search' ? (searchParams.get('q') ?? '') : '',
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, settled } = useSuggestions(text, locale);
  const query = text.trim();
  const searchHref = searchPath(localizePath('/search', locale), query);
  // One row per suggestion, then 'view all results'.
  const rows = [
    ...items.map((item) => ({ key: `p${item.id}`, href: localizePath(`/product/${item.id}`, locale) })),
    { key: 'all', href: searchHref },
  ];
  const expanded = open && query !== '' && (items.length > 0 || settled);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!query) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions -1 (back in the text) … rows.length - 1, wrapping around.
      const positions = rows.length + 1;
      setActive((current) => ((((current + 1 + step) % positions) + positions) % positions) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < rows.length) {
      event.preventDefault();
      go(rows[active]!.href);
    }
  }

  return (
    <Form
      method="get"
      action={localizePath('/search', locale)}
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        if (!query) {
          event.preventDefault();
          go(localizePath('/products', locale));
        } else {
          setOpen(false);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="sr-only" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={text}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        className="h-11 w-full rounded-full border border-slate-200 bg-slate-50 ps-5 pe-12 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-1 end-1 grid w-9 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search className="size-4" aria-hidden />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 shadow-xl"
      >
        {items.length === 0 && (
          <li role="presentation" className="px-4 py-3 text-sm text-slate-500">
            {t('search.noSuggestions')}
          </li>
        )}
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={active === index}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(rows[index]!.href)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${active === index ? ACTIVE_OPTION : ''}`}
          >
            <span className="size-12 shrink-0 overflow-hidden rounded-lg border border-slate-100 bg-white">
              <ProductImage
                src={item.image}
                alt=""
                sizes="48px"
                width={48}
                height={48}
                className="size-full object-contain"
              />
            </span>
            <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
              <NameText name={localText(item.name, item.name_en, locale)} />
            </span>
            <span className="shrink-0 text-sm font-bold text-brand-700">
              {formatMoney(item.final_price, locale)}
            </span>
          </li>
        ))}
        <li
          id={optionId(items.length)}
          role="option"
          aria-selected={active === items.length}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => go(searchHref)}
          onMouseEnter={() => setActive(items.length)}
          className={`cursor-pointer border-t border-slate-100 px-4 py-2.5 text-sm font-bold text-brand-700 ${
            active === items.length ? ACTIVE_OPTION : ''
          }`}
        >
          {t('search.viewAll')}
        </li>
      </ul>
    </Form>
  );
}
