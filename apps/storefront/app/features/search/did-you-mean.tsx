import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { NameText } from '../../ui/isolated-text.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { searchPath } from './search-params.js';

/**
 * "Did you mean": the names of products, brands or categories closest to a query that found little or had a
 * typo, each one tap away (a search for that name).
 */
export function DidYouMean({ names }: { names: readonly string[] }) {
  const { locale } = useShellData();
  const t = useT();
  if (names.length === 0) return null;
  return (
    <nav aria-label={t('search.didYouMean')} className="mb-6 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-slate-700">{t('search.didYouMean')}</span>
      {names.map((name) => (
        <Link
          key={name}
          to={searchPath(localizePath('/search', locale), name)}
          className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 font-bold text-brand-800 hover:bg-brand-100"
        >
          <NameText name={name} />
        </Link>
      ))}
    </nav>
  );
}
