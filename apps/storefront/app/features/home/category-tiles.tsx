import { ArrowRight } from '../../ui/icons.js';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { CATEGORY_SHORTCUTS } from '../catalog/category-shortcuts.js';

export function CategoryTiles() {
  const { locale } = useShellData();
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12 sm:pt-16" aria-labelledby="home-categories">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-categories" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {t('home.categories.title')}
        </h2>
        <Link
          to={localizePath('/categories', locale)}
          className="inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:text-brand-800"
        >
          {t('home.categories.all')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
        {CATEGORY_SHORTCUTS.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <Link
              to={localizePath(path, locale)}
              className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-6 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700 transition group-hover:from-brand-600 group-hover:to-brand-700 group-hover:text-white">
                <Icon className="size-8" aria-hidden strokeWidth={1.5} />
              </span>
              <span className="font-bold text-slate-800">{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
