import type { LucideIcon } from 'lucide-react';
import { useI18n } from '../i18n/language-context';
import { PageHeading } from './page-heading';

/** Stand-in for a back-office screen whose own issue has not been built yet. */
export function ComingSoon({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={title} />
      <div className="mt-6 flex flex-col items-center rounded-xl border border-zinc-200 bg-white px-6 py-14 text-center shadow-xs">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <span className="mt-4 rounded-full border border-amber-200 bg-amber-50 px-3 py-0.5 text-xs font-semibold text-amber-800">
          {t('comingSoon.badge')}
        </span>
        <p className="mt-3 max-w-md text-zinc-600">{t('comingSoon.body')}</p>
      </div>
    </>
  );
}
