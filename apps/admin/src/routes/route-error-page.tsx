import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { useI18n } from '../i18n/language-context';

/** Replaces React Router's developer error screen when a page crashes. */
export function RouteErrorPage() {
  const { t } = useI18n();
  console.error(useRouteError());
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center p-4">
      <div className="max-w-md rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-xs">
        <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-red-600" />
        <h1 className="mt-4 text-lg font-bold text-zinc-900">{t('error.title')}</h1>
        <p className="mt-2 text-zinc-600">{t('error.body')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('error.reload')}
        </button>
      </div>
    </div>
  );
}
