import { useState } from 'react';
import { useI18n } from '../../../i18n/language-context';
import type { Language } from '../../../i18n/translate';
import { Tabs } from '../../../ui/tabs';
import { SectionPreview, type SectionPreviewProps } from './section-preview';

const LANGUAGES: readonly Language[] = ['ar', 'en'];

/**
 * The live preview in Arabic and in English: side by side on wide screens, as tabs on phones. Each pane
 * carries its language and direction, so it reads as the storefront's page in that language.
 */
export function PreviewPanes(props: Omit<SectionPreviewProps, 'lang'> & { enabled: boolean }) {
  const { t, language } = useI18n();
  const [tab, setTab] = useState<Language>(language);
  const paneLabel = (lang: Language) =>
    t(lang === 'ar' ? 'homepage.preview.arabic' : 'homepage.preview.english');
  const pane = (lang: Language) => (
    <div
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      className="@container rounded-xl border border-zinc-200 bg-white p-3 sm:p-4"
    >
      <SectionPreview {...props} lang={lang} />
    </div>
  );
  return (
    <section
      aria-labelledby="section-preview-title"
      className="rounded-xl border border-zinc-200 bg-zinc-50 p-4"
    >
      <h2 id="section-preview-title" className="text-base font-bold text-zinc-900">
        {t('homepage.preview.title')}
      </h2>
      <p className="mt-0.5 text-xs text-zinc-600">{t('homepage.preview.note')}</p>
      {!props.enabled && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('homepage.preview.disabled')}
        </p>
      )}
      <div className="mt-3 hidden gap-4 lg:grid lg:grid-cols-2">
        {LANGUAGES.map((lang) => (
          <div key={lang} className="min-w-0">
            <p className="mb-1.5 text-sm font-semibold text-zinc-700">{paneLabel(lang)}</p>
            {pane(lang)}
          </div>
        ))}
      </div>
      <div className="mt-2 lg:hidden">
        <Tabs
          label={t('homepage.preview.languages')}
          value={tab}
          onValueChange={(value) => setTab(value === 'en' ? 'en' : 'ar')}
          tabs={LANGUAGES.map((lang) => ({ value: lang, label: paneLabel(lang), content: pane(lang) }))}
        />
      </div>
    </section>
  );
}
