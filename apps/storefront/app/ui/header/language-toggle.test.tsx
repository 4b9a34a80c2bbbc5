import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY } from '../../i18n/locale.js';
import { t } from '../../i18n/t.js';
import { renderInLocale } from '../../testing/render-in-locale.js';
import { LanguageToggle } from './language-toggle.js';

/**
 * The link's name: both marks seen ("En", "ع"), then the hidden sentence. The spaces between them are the
 * browser's to keep or drop (jsdom's name computation drops them), so only the words and their order are
 * asserted.
 */
const marksThen = (sentence: string) =>
  new RegExp(`^En\\s*ع\\s*${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('LanguageToggle', () => {
  it('leads from an Arabic page to the same English page, query kept, and remembers it', async () => {
    const user = userEvent.setup();
    const { router } = renderInLocale(<LanguageToggle />, 'ar', { path: '/products?brand=3' });
    // Named by what it shows (label in name): both marks, then the sentence in that language.
    const link = screen.getByRole('link', { name: marksThen(t('ar', 'language.switch')) });
    expect(link.getAttribute('href')).toBe('/en/products?brand=3');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('lang')).toBe('en');
    // The Arabic mark inside the English-speaking link keeps its own language.
    expect(within(link).getByText('ع').getAttribute('lang')).toBe('ar');
    expect(within(link).getByText('En').getAttribute('lang')).toBe('en');

    await user.click(link);
    expect(router.state.location.pathname).toBe('/en/products');
    expect(router.state.location.search).toBe('?brand=3');
    expect(document.cookie).toContain('lang=en');
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });

  it('leads from an English page back to the Arabic one at the root paths', async () => {
    const user = userEvent.setup();
    const { router } = renderInLocale(<LanguageToggle />, 'en', { path: '/cart' });
    const link = screen.getByRole('link', { name: marksThen(t('en', 'language.switch')) });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.getAttribute('hreflang')).toBe('ar');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/cart');
    expect(document.cookie).toContain('lang=ar');
  });
});
