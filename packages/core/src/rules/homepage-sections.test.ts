import { describe, expect, it } from 'vitest';
import { resolveHomepageSections } from '../schemas/stored-settings.js';
import {
  DEFAULT_HOMEPAGE_SECTIONS,
  heroBannerHeightPx,
  makeSectionType,
  renumberSections,
  sectionEditorKind,
  sectionHeightPx,
  sectionRenderKind,
  sectionTitle,
  sectionTitleStyle,
  visibleHomepageSections,
} from './homepage-sections.js';
import type { HeroBannerSize } from '../schemas/site-settings.js';

describe('DEFAULT_HOMEPAGE_SECTIONS (storefront §2)', () => {
  it('is the default layout in order', () => {
    expect(DEFAULT_HOMEPAGE_SECTIONS.map((s) => [s.section_type, s.display_order, s.is_enabled])).toEqual([
      ['hero_banner', 1, true],
      ['latest_products', 2, true],
      ['categories', 3, true],
      ['simple_banner_1', 4, true],
      ['offers', 5, true],
      ['about', 6, true],
      ['simple_banner_2', 7, true],
    ]);
  });
  it('gives simple banners 200 px and makes categories permanent', () => {
    expect(sectionHeightPx(DEFAULT_HOMEPAGE_SECTIONS[3]!.config)).toBe(200);
    expect(sectionHeightPx(DEFAULT_HOMEPAGE_SECTIONS[6]!.config)).toBe(200);
    expect(DEFAULT_HOMEPAGE_SECTIONS.filter((s) => s.is_permanent).map((s) => s.id)).toEqual(['categories']);
  });
  it('draws the about block of a shop with no stored layout on the info background #f9fafb', () => {
    const about = resolveHomepageSections(null).find((s) => s.section_type === 'about');
    expect(about?.config.bg_color).toBe('#f9fafb');
  });
});

describe('resolveHomepageSections', () => {
  const types = (value: string | null) => resolveHomepageSections(value).map((s) => s.section_type);
  const defaults = DEFAULT_HOMEPAGE_SECTIONS.map((s) => s.section_type);

  it.each([null, '', 'not json', '{"a":1}', '[]', '[{"id":1}]'])(
    'falls back to the defaults for %j',
    (value) => {
      expect(types(value)).toEqual(defaults);
    },
  );

  it('sorts by display_order and keeps valid entries only', () => {
    const stored = JSON.stringify([
      { id: 'offers', section_type: 'offers', display_order: 2, is_enabled: true, config: {} },
      { id: 'broken', display_order: 1 },
      { id: 'categories', section_type: 'categories', display_order: 1, is_enabled: false },
    ]);
    const sections = resolveHomepageSections(stored);
    expect(sections.map((s) => [s.id, s.is_permanent])).toEqual([
      ['categories', true],
      ['offers', false],
    ]);
    expect(sections[0]!.config).toEqual({});
  });

  it('appends a permanent categories section when missing', () => {
    const stored = JSON.stringify([{ id: 'x', section_type: 'offers', display_order: 4, is_enabled: true }]);
    expect(resolveHomepageSections(stored).at(-1)).toMatchObject({
      id: 'categories_permanent',
      section_type: 'categories',
      display_order: 5,
      is_permanent: true,
      is_enabled: true,
    });
  });

  it('returns copies, not the shared defaults', () => {
    resolveHomepageSections(null)[0]!.is_enabled = false;
    expect(DEFAULT_HOMEPAGE_SECTIONS[0]!.is_enabled).toBe(true);
  });
});

describe('section types', () => {
  it.each([
    ['hero_banner', 'hero_banner', 'banner'],
    ['latest_products', 'latest_products', 'products'],
    ['categories', 'categories', 'info'],
    ['offers', 'offers', 'products'],
    ['about', 'info', 'info'],
    ['info_1', 'info', 'info'],
    ['info_story', 'info', 'info'],
    ['products', 'products', 'products'],
    ['featured_products', 'products', 'products'],
    ['products_phones', 'products', 'products'],
    ['categories_top', 'chosen_categories', 'categories'],
    ['simple_banner_1', 'banner', 'banner'],
    ['banner_summer', 'banner', 'banner'],
    ['mystery', 'unknown', 'info'],
  ])('%s renders as %s and edits as %s', (type, render, editor) => {
    expect(sectionRenderKind(type)).toBe(render);
    expect(sectionEditorKind(type)).toBe(editor);
  });

  it.each([
    ['banner', 'Summer Sale', 'banner_summer_sale'],
    ['products', '  best  sellers ', 'products_best_sellers'],
    ['info', 'Story', 'info_story'],
    ['categories', '   ', null],
  ] as const)('makeSectionType(%s, %j) = %s', (kind, id, type) => {
    expect(makeSectionType(kind, id)).toBe(type);
  });
});

describe('section display helpers', () => {
  it.each([
    [{ height: 400 }, 400],
    [{ height: '250px' }, 250],
    [{ height: '180' }, 180],
    [{ height: 'tall' }, 300],
    [{}, 300],
  ])('height of %j is %s px', (config, px) => {
    expect(sectionHeightPx(config)).toBe(px);
  });

  it.each([
    ['xs', { mobile: 100, large: 150 }],
    ['sm', { mobile: 120, large: 180 }],
    ['medium', { mobile: 150, large: 300 }],
    ['lg', { mobile: 200, large: 400 }],
    ['xl', { mobile: 250, large: 500 }],
    ['huge', { mobile: 150, large: 300 }],
  ] as const)('hero size %s is %j px (phone / large screen)', (size, heights) => {
    expect(heroBannerHeightPx(size as HeroBannerSize)).toEqual(heights); // 'huge': a value no longer offered
  });

  it('applies title style defaults', () => {
    expect(sectionTitleStyle({})).toEqual({ color: '#000000', fontSizePx: 24, fontWeight: 700 });
    expect(
      sectionTitleStyle({ title_color: '#ff0000', title_font_size: '32px', title_font_weight: '600' }),
    ).toEqual({
      color: '#ff0000',
      fontSizePx: 32,
      fontWeight: 600,
    });
  });

  it.each([
    [{ section_type: 'offers', config: { title_ar: 'عروض', title_en: 'Deals' } }, 'ar', 'عروض'],
    [{ section_type: 'offers', config: { title_ar: 'عروض', title_en: 'Deals' } }, 'en', 'Deals'],
    [{ section_type: 'offers', config: {} }, 'ar', 'العروض الخاصة'],
    [{ section_type: 'hero_banner', config: {} }, 'en', 'Hero banner'],
    [{ section_type: 'info_x', config: { title_ar: 'قصتنا' } }, 'en', 'قصتنا'],
    // Never the stored type: a human title by kind, the default banners with their number.
    [{ section_type: 'info_x', config: {} }, 'en', 'Information'],
    [{ section_type: 'simple_banner_1', config: {} }, 'ar', 'بانر 1'],
    [{ section_type: 'simple_banner_2', config: {} }, 'en', 'Banner 2'],
    [{ section_type: 'products_phones', config: {} }, 'ar', 'منتجات مختارة'],
    [{ section_type: 'categories_x', config: {} }, 'en', 'Chosen categories'],
  ] as const)('title of %j in %s', (section, locale, title) => {
    expect(sectionTitle(section, locale)).toBe(title);
  });

  it('shows enabled sections only, in order, and renumbers from 1', () => {
    const sections = resolveHomepageSections(null);
    sections[1]!.is_enabled = false;
    expect(visibleHomepageSections(sections).map((s) => s.id)).not.toContain('latest_products');
    const reordered = renumberSections([sections[2]!, sections[0]!]);
    expect(reordered.map((s) => [s.id, s.display_order])).toEqual([
      ['categories', 1],
      ['hero_banner', 2],
    ]);
  });
});
