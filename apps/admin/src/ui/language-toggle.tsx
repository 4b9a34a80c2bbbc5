import { Languages } from 'lucide-react';
import { useI18n } from '../i18n/language-context';

/** Shows the other language's own name, the way visitors look for it. */
export function LanguageToggle() {
  const { t, language, toggleLanguage } = useI18n();
  return (
    <button
      type="button"
      onClick={toggleLanguage}
      title={t('language.toggleLabel')}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-zinc-200 bg-white px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-50"
    >
      <Languages aria-hidden="true" className="size-4 text-zinc-500" />
      <span lang={language === 'ar' ? 'en' : 'ar'}>{t('language.toggle')}</span>
    </button>
  );
}
