import { ArrowRight, SearchX, type Icon } from '../icons.js';
import { localizePath } from '../../i18n/locale.js';
import { ButtonLink } from '../button-link.js';
import { useShellData, useT } from './shell-data.js';

/** The texts and way back of a not-found state; without them, the generic 404 that leads home. */
export interface NotFoundContent {
  icon?: Icon;
  title?: string;
  text?: string;
  /** Unlocalized path, e.g. '/products'. */
  backTo?: string;
  backLabel?: string;
}

/** Shown by the catch-all route and by any route that answers 404 (product, category, section). */
export function NotFoundView({
  icon: Icon = SearchX,
  title,
  text,
  backTo = '/',
  backLabel,
}: NotFoundContent) {
  const { locale } = useShellData();
  const t = useT();
  const generic = title === undefined;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-10" aria-hidden />
      </span>
      {generic && <p className="mt-6 text-sm font-bold tracking-wide text-brand-600">{t('notFound.code')}</p>}
      <h1 className={`${generic ? 'mt-2' : 'mt-6'} text-3xl font-extrabold text-slate-900 sm:text-4xl`}>
        {title ?? t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">{text ?? t('notFound.text')}</p>
      <ButtonLink to={localizePath(backTo, locale)} size="lg" className="mt-8">
        {backLabel ?? t('notFound.home')}
        <ArrowRight className="size-5 rtl:rotate-180" aria-hidden />
      </ButtonLink>
    </section>
  );
}
