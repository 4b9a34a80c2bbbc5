import { ArrowRight, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from './shell-data.js';

/** Shown by the catch-all route and by any route that answers 404. */
export function NotFoundView() {
  const { locale } = useShellData();
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        <SearchX className="size-10" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-bold tracking-wide text-brand-600">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">{t('notFound.text')}</p>
      <Link
        to={localizePath('/', locale)}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800"
      >
        {t('notFound.home')}
        <ArrowRight className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
    </section>
  );
}
