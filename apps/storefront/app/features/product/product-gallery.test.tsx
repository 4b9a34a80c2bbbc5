import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { testProduct } from '../../testing/test-product.js';
import { ProductGallery } from './product-gallery.js';

// jsdom has no layout: the carousel library asks for media queries and observers, which answer nothing here.
class Unobserved {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('ResizeObserver', Unobserved);
  vi.stubGlobal('IntersectionObserver', Unobserved);
});
afterEach(() => vi.unstubAllGlobals());

describe.each(LOCALES)('ProductGallery (%s)', (locale) => {
  it("names each picture by the product and its place, not as a bare 'image N'", () => {
    const { images } = testProduct();
    const name = locale === 'ar' ? 'آيفون 16 برو' : 'iPhone 16 Pro';
    const { t } = renderInLocale(<ProductGallery images={images} name={name} />, locale);
    const gallery = screen.getByRole('region', { name: t('product.gallery.label') });
    const pictures = within(gallery)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'))
      .filter(Boolean);
    expect(pictures).toEqual([
      t('product.gallery.alt', { name, index: 1, total: 2 }),
      t('product.gallery.alt', { name, index: 2, total: 2 }),
    ]);
    expect(pictures[1]).toBe(locale === 'ar' ? `${name} — الصورة 2 من 2` : `${name} — view 2 of 2`);
    expect(
      within(gallery).getByRole('button', { name: t('product.gallery.show', { name, index: 2, total: 2 }) }),
    ).toBeTruthy();
  });
});
