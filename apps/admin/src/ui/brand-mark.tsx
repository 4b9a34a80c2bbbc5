import { Store } from 'lucide-react';
import { useI18n } from '../i18n/language-context';

/** The shop's mark and name; `compact` keeps only the mark on a phone, where the top bar is full. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  return (
    <span className="flex items-center gap-2.5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Store aria-hidden="true" className="size-5" />
      </span>
      <span className={`${compact ? 'hidden sm:flex' : 'flex'} flex-col leading-tight`}>
        <span className="text-base font-bold text-zinc-900">{t('app.name')}</span>
        <span className="text-xs text-zinc-500">{t('app.backOffice')}</span>
      </span>
    </span>
  );
}
