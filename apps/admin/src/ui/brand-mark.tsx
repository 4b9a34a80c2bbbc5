import { Store } from 'lucide-react';
import { useI18n } from '../i18n/language-context';

export function BrandMark() {
  const { t } = useI18n();
  return (
    <span className="flex items-center gap-2.5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Store aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-zinc-900">{t('app.name')}</span>
        <span className="text-xs text-zinc-500">{t('app.backOffice')}</span>
      </span>
    </span>
  );
}
