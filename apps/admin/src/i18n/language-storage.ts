import { setTitleLanguage } from '../lib/document-title';
import { LANGUAGE_STORAGE_KEY } from './language-storage-key';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from './translate';

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy modes); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; the toggle still applies for this visit.
  }
}

/** Sets lang/dir on <html> so the whole page, scrollbars and logical CSS follow the language; and the title. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  setTitleLanguage(language);
}
