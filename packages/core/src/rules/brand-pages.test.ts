import { describe, expect, it } from 'vitest';
import { brandSlugBase, brandSlugOfPath, brandSlugs } from './brand-pages.js';

describe('brand page slugs', () => {
  it('makes an address part of the Latin name', () => {
    expect(brandSlugBase('Apple')).toBe('apple');
    expect(brandSlugBase('  Bang & Olufsen ')).toBe('bang-olufsen');
    expect(brandSlugBase('Nestlé Café')).toBe('nestle-cafe');
    expect(brandSlugBase('أبل')).toBe('');
  });

  it('keeps the oldest brand plain and gives a later twin, a nameless or a numeric one its id', () => {
    const slugs = brandSlugs([
      { id: 9, name_en: 'APPLE' },
      { id: 2, name_en: 'Apple' },
      { id: 4, name_en: 'سامسونج' },
      { id: 5, name_en: '3' },
      { id: 6, name_en: 'Sony' },
    ]);
    expect(Object.fromEntries(slugs)).toEqual({
      2: 'apple',
      9: 'apple-9',
      4: 'brand-4',
      5: '3-5',
      6: 'sony',
    });
  });

  it('reads the slug of a brand page path only', () => {
    expect(brandSlugOfPath('/brand/apple')).toBe('apple');
    expect(brandSlugOfPath('/brand/apple/x')).toBeNull();
    expect(brandSlugOfPath('/brand/')).toBeNull();
    expect(brandSlugOfPath('/brands')).toBeNull();
  });
});
