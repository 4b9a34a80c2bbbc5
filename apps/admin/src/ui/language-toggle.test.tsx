import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useI18n } from '../i18n/language-context';
import { readStoredLanguage } from '../i18n/language-storage';
import { translate } from '../i18n/translate';
import { renderInLanguage } from '../testing/render-in-language';
import { LanguageToggle } from './language-toggle';

/** Something on the page that follows the language, as every screen does. */
function Greeting() {
  const { t } = useI18n();
  return <p>{t('common.cancel')}</p>;
}

const html = document.documentElement;

describe('LanguageToggle', () => {
  it('switches Arabic (right to left) to English (left to right) and back, and remembers', async () => {
    const user = userEvent.setup();
    renderInLanguage(
      <>
        <LanguageToggle />
        <Greeting />
      </>,
      'ar',
    );
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    // In Arabic the button offers English, by its own name and marked as English for screen readers.
    const toEnglish = screen.getByRole('button', { name: translate('ar', 'language.toggle') });
    expect(toEnglish.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    expect(toEnglish.getAttribute('title')).toBe(translate('ar', 'language.toggleLabel'));
    expect(screen.getByText(translate('ar', 'common.cancel'))).toBeTruthy();

    await user.click(toEnglish);
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(readStoredLanguage()).toBe('en');
    expect(screen.getByText(translate('en', 'common.cancel'))).toBeTruthy();
    const toArabic = screen.getByRole('button', { name: translate('en', 'language.toggle') });
    expect(toArabic.querySelector('[lang]')?.getAttribute('lang')).toBe('ar');

    await user.click(toArabic);
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(readStoredLanguage()).toBe('ar');
  });

  it('starts in the language chosen on an earlier visit', () => {
    renderInLanguage(<LanguageToggle />, 'en');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });
});
