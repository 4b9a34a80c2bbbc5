import { Link, useLocation } from 'react-router';
import type { Locale } from '@matjar/core';
import { LANG_COOKIE, LANG_STORAGE_KEY, switchLocalePath } from '../../i18n/locale.js';
import { writeLocalStorage } from '../../lib/browser-storage.js';
import { useShellData, useT } from '../layout/shell-data.js';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Remembers the choice where the server can read it (cookie, D13) and where the client keeps it (localStorage). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  writeLocalStorage(LANG_STORAGE_KEY, locale);
}

/**
 * "En | ع": goes to the same page in the other language. The link is named by its content so the name holds
 * every word that is seen (WCAG 2.5.3, label in name): both marks, then the visually hidden sentence. The link
 * speaks the language it leads to (its sentence is written in it); each mark carries its own language, so "ع"
 * is not read out as an English letter.
 */
export function LanguageToggle() {
  const { locale } = useShellData();
  const { pathname, search } = useLocation();
  const t = useT();
  const target: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      to={switchLocalePath(pathname, search, target)}
      onClick={() => rememberLocale(target)}
      hrefLang={target}
      lang={target}
      className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-200 px-3 text-sm font-semibold text-slate-700 hover:border-brand-300 hover:text-brand-700"
    >
      <span lang="en" className={locale === 'en' ? 'text-brand-700' : 'text-slate-600'}>
        En
      </span>
      <span className="text-slate-300" aria-hidden>
        |
      </span>
      <span lang="ar" className={locale === 'ar' ? 'text-brand-700' : 'text-slate-600'}>
        ع
      </span>
      <span className="sr-only"> {t('language.switch')}</span>
    </Link>
  );
}
