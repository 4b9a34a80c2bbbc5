import { Search } from 'lucide-react';
import { useId } from 'react';
import { Form } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../layout/shell-data.js';

/** Submits to /search?q= (suggestions arrive with the search issue). */
export function SearchBox({ className = '' }: { className?: string }) {
  const { locale } = useShellData();
  const t = useT();
  const inputId = useId();
  return (
    <Form
      method="get"
      action={localizePath('/search', locale)}
      role="search"
      className={`relative ${className}`}
    >
      <label className="sr-only" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        placeholder={t('search.placeholder')}
        className="h-11 w-full rounded-full border border-slate-200 bg-slate-50 ps-5 pe-12 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute inset-y-1 end-1 grid w-9 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search className="size-4" aria-hidden />
      </button>
    </Form>
  );
}
