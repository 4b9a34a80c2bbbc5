import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  draftToConfig,
  isDraftDirty,
  newBannerImageId,
  sectionToDraft,
  toggleId,
} from './section-draft';

describe('section drafts', () => {
  it('fills the spec defaults (§9) and the storefront banner heights', () => {
    const hero = sectionToDraft({ section_type: 'hero_banner', config: {} });
    expect(hero).toMatchObject({
      title_color: '#000000',
      title_font_size: 24,
      title_font_weight: 700,
      height: 300,
      bg_color: '#f9fafb',
    });
    expect(sectionToDraft({ section_type: 'banner_summer', config: {} }).height).toBe(200);
    expect(
      sectionToDraft({ section_type: 'banner_x', config: { height: '400px', title_font_size: '32px' } }),
    ).toMatchObject({ height: 400, title_font_size: 32 });
  });

  it('saves only the fields of its kind', () => {
    const draft = sectionToDraft({
      section_type: 'info_x',
      config: { title_ar: ' عنوان ', text_ar: 'نص', bg_color: '#FFF' },
    });
    expect(draftToConfig('info', draft)).toEqual({
      title_ar: 'عنوان',
      title_en: '',
      title_color: '#000000',
      title_font_size: 24,
      title_font_weight: 700,
      text_ar: 'نص',
      text_en: '',
      bg_color: '#ffffff',
    });
    expect(Object.keys(draftToConfig('products', draft))).toContain('product_ids');
    expect(Object.keys(draftToConfig('products', draft))).not.toContain('images');
  });

  it('is dirty only when what would be saved changes', () => {
    const initial = sectionToDraft({ section_type: 'products_x', config: { product_ids: [1, 2] } });
    expect(isDraftDirty('products', initial, { ...initial, text_ar: 'not a products field' })).toBe(false);
    expect(isDraftDirty('products', initial, { ...initial, product_ids: [2, 1] })).toBe(true);
    expect(isDraftDirty('products', initial, { ...initial, title_color: '#000' })).toBe(false);
  });

  it('names what stops a save: colours and banner links', () => {
    const draft = sectionToDraft({
      section_type: 'banner_x',
      config: {
        images: [
          { id: 'a', url: '/media/banners/a-640.webp', link: '/products' },
          { id: 'b', url: '/media/banners/b-640.webp', link: 'javascript:alert(1)' },
          { id: 'c', url: '/media/banners/c-640.webp', link: '//evil.example' },
        ],
      },
    });
    expect(draftProblems('banner', { ...draft, title_color: '#12' })).toEqual([
      'title_color',
      { link: 'b' },
      { link: 'c' },
    ]);
    expect(draftProblems('info', { ...draft, bg_color: 'blue' })).toEqual(['bg_color']);
  });

  it('keeps a slide’s caption, trimmed, and saves a bare picture without one', () => {
    const draft = sectionToDraft({
      section_type: 'banner_x',
      config: {
        images: [
          { id: 'a', url: '/media/banners/a-640.webp', title_ar: 'عروض', text_en: 'Deals' },
          { id: 'b', url: '/media/banners/b-640.webp' },
        ],
      },
    });
    expect(draft.images[1]).toMatchObject({ title_ar: '', title_en: '', text_ar: '', text_en: '' });
    const edited = {
      ...draft,
      images: draft.images.map((image) =>
        image.id === 'a' ? { ...image, title_en: '  Deals week ' } : image,
      ),
    };
    const [first, second] = draftToConfig('banner', edited).images ?? [];
    expect(first).toMatchObject({ title_ar: 'عروض', title_en: 'Deals week', text_en: 'Deals' });
    expect(first).not.toHaveProperty('text_ar');
    expect(Object.keys(second ?? {})).toEqual(['id', 'url', 'url_tablet', 'url_desktop', 'link']);
    expect(isDraftDirty('banner', draft, edited)).toBe(true);
  });

  it('toggles picker ids keeping the chosen order', () => {
    expect(toggleId([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 1)).toEqual([3, 2]);
  });

  it('makes banner image ids core accepts', () => {
    expect(newBannerImageId(() => 0.5)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
