import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../testing/render-in-language';
import { Toaster } from './toaster';

describe.each(LANGUAGES)('Toaster (%s)', (language) => {
  it("names its landmark in the screen's language, not in the library's English", () => {
    const { t } = renderInLanguage(<Toaster />, language);
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')?.startsWith(t('app.notices'))).toBe(true);
    if (language === 'ar') expect(region.getAttribute('aria-label')).not.toMatch(/Notifications/);
  });
});
