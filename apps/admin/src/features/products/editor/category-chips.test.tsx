import { screen } from '@testing-library/react';
import type { AdminCatalogTerm } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../../../testing/render-in-language';
import { CategoryChips } from './category-chips';
import { ReadOnlyContext } from './read-only';

const categories: AdminCatalogTerm[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `فئة ${i + 1}`,
  name_en: `Category ${i + 1}`,
  icon: null,
  product_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
}));

describe('CategoryChips', () => {
  it.each(LANGUAGES)(
    'its scrolling list is a named keyboard stop, also when every checkbox is disabled (%s)',
    (language) => {
      const { t } = renderInLanguage(
        // The read-only product page.
        <ReadOnlyContext.Provider value>
          <CategoryChips categories={categories} value={[2]} onChange={() => undefined} />
        </ReadOnlyContext.Provider>,
        language,
      );
      const region = screen.getByRole('region', { name: t('products.categories.list') });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(
        screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).matches(':disabled')),
      ).toBe(true);
      expect(screen.getByRole('searchbox').matches(':disabled')).toBe(true);
      expect(
        screen
          .getByRole('button', {
            name: t('products.categories.remove', { name: language === 'ar' ? 'فئة 2' : 'Category 2' }),
          })
          .matches(':disabled'),
      ).toBe(true);
      // Not itself inside a disabled fieldset: there it could take no focus.
      expect(region.closest('fieldset[disabled]')).toBeNull();
      // It takes focus although nothing inside it can (the browser's axe check proves the same in the journeys).
      region.focus();
      expect(document.activeElement).toBe(region);
    },
  );
});

describe('CategoryChips while editing', () => {
  it('has nothing locked', () => {
    renderInLanguage(<CategoryChips categories={categories} value={[]} onChange={() => undefined} />, 'en');
    expect(document.querySelector('fieldset[disabled]')).toBeNull();
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).disabled)).toBe(true);
  });
});
