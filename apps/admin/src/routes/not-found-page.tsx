import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/language-context';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto mt-10 max-w-md rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-xs">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-zinc-100 text-zinc-600">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-lg font-bold text-zinc-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-zinc-600">{t('notFound.body')}</p>
      <Link
        to="/dashboard"
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.toDashboard')}
      </Link>
    </div>
  );
}
