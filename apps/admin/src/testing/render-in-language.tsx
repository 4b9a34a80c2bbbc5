// Component tests render back-office pieces the way the app does: inside the language provider, in Arabic
// (right to left, the default) or English, with the translator at hand to name what should be on screen.
import { queries, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LanguageProvider } from '../i18n/language-context';
import { storeLanguage } from '../i18n/language-storage';
import { createTranslator, type Language, type Translate } from '../i18n/translate';

export const LANGUAGES: readonly Language[] = ['ar', 'en'];

/** Renders `ui` with the back office in `language` (stored as a returning member of staff's choice). */
export function renderInLanguage(ui: ReactElement, language: Language): RenderResult & { t: Translate } {
  // The provider reads the stored choice, as it does when staff come back to the back office.
  storeLanguage(language);
  // A wrapper rather than a parent element, so a rerender keeps the provider.
  return { ...render(ui, { wrapper: LanguageProvider, queries }), t: createTranslator(language) };
}
