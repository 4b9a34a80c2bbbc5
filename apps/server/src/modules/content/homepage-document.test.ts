import { describe, expect, it } from 'vitest';
import { AdminHomepageSectionsBody, DEFAULT_HOMEPAGE_SECTIONS } from '@matjar/core';
import { documentReferences, imagesDropped, prepareDocument } from './homepage-document.js';

// The seed's document (packages/db seed/content/homepage.ts) as GET answers it: banner image ids with '-',
// sizes written "24px", a chosen-products section. Staff must be able to save it back untouched.
const seeded = [
  ...DEFAULT_HOMEPAGE_SECTIONS.map((section) =>
    section.id === 'hero_banner'
      ? {
          ...section,
          config: {
            images: [
              {
                id: 'hero-white-friday',
                url: '/media/banners/hero-white-friday-mobile-768.webp',
                url_tablet: '/media/banners/hero-white-friday-tablet-1024.webp',
                url_desktop: '/media/banners/hero-white-friday-desktop-1920.webp',
                link: '/products',
              },
            ],
          },
        }
      : section,
  ),
  {
    id: 'featured_products',
    section_type: 'featured_products',
    display_order: 8,
    is_enabled: true,
    config: { title_color: '#0f4c81', title_font_size: '24px', title_font_weight: 700, product_ids: [3, 5] },
  },
];

describe('prepareDocument', () => {
  it('takes the seeded document as GET answers it, sizes as numbers', () => {
    const body = AdminHomepageSectionsBody.parse({ sections: seeded, version: null });
    const sections = prepareDocument(body.sections);
    expect(sections.map((s) => s.display_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sections.at(-1)!.config).toEqual({
      title_color: '#0f4c81',
      title_font_size: 24,
      title_font_weight: 700,
      product_ids: [3, 5],
    });
    const refs = documentReferences(sections, (index) => ['sections', index]);
    expect(refs.images.map((ref) => ref.path)).toEqual([
      ['sections', 0, 'config', 'images', 0, 'url'],
      ['sections', 0, 'config', 'images', 0, 'url_tablet'],
      ['sections', 0, 'config', 'images', 0, 'url_desktop'],
    ]);
    expect(refs.productIds.map((ref) => ref.id)).toEqual([3, 5]);
  });

  it('lists the images a change stops using, once each', () => {
    const body = AdminHomepageSectionsBody.parse({ sections: seeded, version: null });
    const before = prepareDocument(body.sections);
    const after = before.map((s) =>
      s.id === 'hero_banner'
        ? { ...s, config: { images: [{ ...s.config.images![0]!, url_tablet: null }] } }
        : s,
    );
    expect(imagesDropped(before, after)).toEqual(['/media/banners/hero-white-friday-tablet-1024.webp']);
    expect(imagesDropped(before, before)).toEqual([]);
  });
});
