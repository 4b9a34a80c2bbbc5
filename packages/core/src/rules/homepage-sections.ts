import {
  DEFAULT_BANNER_HEIGHT,
  DEFAULT_HERO_BANNER_SIZE,
  DEFAULT_INFO_BG,
  DEFAULT_TITLE_COLOR,
  DEFAULT_TITLE_FONT_SIZE,
  DEFAULT_TITLE_FONT_WEIGHT,
  HERO_BANNER_HEIGHTS,
  SIMPLE_BANNER_HEIGHT,
} from './limits.js';
import type { Locale, Localized } from './locale.js';
import type { HeroBannerSize, HomepageSection, HomepageSectionConfig } from '../schemas/site-settings.js';

/** Storefront §2 default layout, used when none is stored or it cannot be read. Heights are px. */
export const DEFAULT_HOMEPAGE_SECTIONS: readonly HomepageSection[] = [
  {
    id: 'hero_banner',
    section_type: 'hero_banner',
    display_order: 1,
    is_enabled: true,
    config: { images: [] },
  },
  {
    id: 'latest_products',
    section_type: 'latest_products',
    display_order: 2,
    is_enabled: true,
    config: { title_ar: 'أحدث المنتجات', title_en: 'Latest products' },
  },
  {
    id: 'categories',
    section_type: 'categories',
    display_order: 3,
    is_enabled: true,
    is_permanent: true,
    config: { title_ar: 'تسوّق حسب الفئة', title_en: 'Shop by category' },
  },
  {
    id: 'simple_banner_1',
    section_type: 'simple_banner_1',
    display_order: 4,
    is_enabled: true,
    config: { height: SIMPLE_BANNER_HEIGHT, images: [] },
  },
  {
    id: 'offers',
    section_type: 'offers',
    display_order: 5,
    is_enabled: true,
    config: { title_ar: 'العروض الخاصة', title_en: 'Special offers' },
  },
  {
    id: 'about',
    section_type: 'about',
    display_order: 6,
    is_enabled: true,
    config: {
      title_ar: 'من نحن',
      title_en: 'About us',
      text_ar:
        'متجر إلكترونيات في الدوحة: هواتف وأجهزة لوحية وحواسيب وإكسسوارات وبطاقات هدايا رقمية، مع توصيل سريع داخل قطر وضمان الوكيل.',
      text_en:
        'An electronics shop in Doha: phones, tablets, laptops, accessories and digital gift cards, with fast delivery in Qatar and manufacturer warranty.',
      bg_color: DEFAULT_INFO_BG,
    },
  },
  {
    id: 'simple_banner_2',
    section_type: 'simple_banner_2',
    display_order: 7,
    is_enabled: true,
    config: { height: SIMPLE_BANNER_HEIGHT, images: [] },
  },
];

/** Admin display names of the built-in section types (back-office §2); others show their raw type. */
export const DEFAULT_SECTION_TITLES: Readonly<Record<string, Localized>> = {
  hero_banner: { ar: 'البانر الرئيسي', en: 'Hero banner' },
  latest_products: { ar: 'أحدث المنتجات', en: 'Latest products' },
  categories: { ar: 'الفئات', en: 'Categories' },
  offers: { ar: 'العروض الخاصة', en: 'Special offers' },
  about: { ar: 'من نحن', en: 'About us' },
};

export const PERMANENT_CATEGORIES_SECTION_ID = 'categories_permanent';

const KIND_TITLES: Readonly<Record<SectionRenderKind, Localized>> = {
  hero_banner: { ar: 'البانر الرئيسي', en: 'Hero banner' },
  latest_products: { ar: 'أحدث المنتجات', en: 'Latest products' },
  categories: { ar: 'الفئات', en: 'Categories' },
  offers: { ar: 'العروض الخاصة', en: 'Special offers' },
  info: { ar: 'قسم معلومات', en: 'Information' },
  products: { ar: 'منتجات مختارة', en: 'Chosen products' },
  chosen_categories: { ar: 'فئات مختارة', en: 'Chosen categories' },
  banner: { ar: 'بانر', en: 'Banner' },
  unknown: { ar: 'قسم', en: 'Section' },
};

/**
 * A section's name for people when it has no title of its own: never its stored type (simple_banner_1), which
 * means nothing to staff. The default layout's banners keep their number ("Banner 2"), in Latin digits (D21).
 */
function kindTitle(type: string, locale: Locale): string {
  const base = KIND_TITLES[sectionRenderKind(type)][locale];
  const number = SIMPLE_BANNER_TYPE.exec(type)?.[1];
  return number ? `${base} ${number}` : base;
}

export function sectionTitle(
  section: Pick<HomepageSection, 'section_type' | 'config'>,
  locale: Locale,
): string {
  const { title_ar, title_en } = section.config;
  const own = locale === 'ar' ? title_ar : title_en;
  const other = locale === 'ar' ? title_en : title_ar;
  return (
    own ||
    DEFAULT_SECTION_TITLES[section.section_type]?.[locale] ||
    other ||
    kindTitle(section.section_type, locale)
  );
}

/** How the storefront renders a section type (storefront §2). */
export type SectionRenderKind =
  | 'hero_banner'
  | 'latest_products'
  | 'categories'
  | 'offers'
  | 'info'
  | 'products'
  | 'chosen_categories'
  | 'banner'
  | 'unknown';

export function sectionRenderKind(type: string): SectionRenderKind {
  if (type === 'hero_banner' || type === 'latest_products' || type === 'categories' || type === 'offers') {
    return type;
  }
  if (type === 'about' || type.startsWith('info_')) return 'info';
  if (type === 'products' || type === 'featured_products' || type.startsWith('products_')) return 'products';
  if (type.startsWith('categories_')) return 'chosen_categories';
  if (type.includes('banner')) return 'banner';
  return 'unknown';
}

/** Which back-office edit screen a section type opens (back-office §2). */
export type SectionEditorKind = 'banner' | 'products' | 'categories' | 'info';

export function sectionEditorKind(type: string): SectionEditorKind {
  if (type.includes('banner')) return 'banner';
  if (
    type.startsWith('products_') ||
    ['latest_products', 'products', 'featured_products', 'offers'].includes(type)
  ) {
    return 'products';
  }
  if (type.startsWith('categories_')) return 'categories';
  return 'info';
}

/** Built-in section types the storefront draws by name (storefront §2); the rest carry a kind's prefix. */
export const BUILT_IN_SECTION_TYPES = [
  'hero_banner',
  'latest_products',
  'categories',
  'offers',
  'about',
  'products',
  'featured_products',
] as const;
const PREFIXED_SECTION_TYPE = /^(banner|products|categories|info)_[a-z0-9_]+$/;
const SIMPLE_BANNER_TYPE = /^simple_banner_(\d+)$/;

/**
 * Whether a stored section type is one the shop knows: a built-in, a default layout's simple_banner_N, or a
 * kind's prefix plus an identifier (back-office §5: banner_, products_, categories_, info_).
 */
export function isKnownSectionType(type: string): boolean {
  return (
    (BUILT_IN_SECTION_TYPES as readonly string[]).includes(type) ||
    SIMPLE_BANNER_TYPE.test(type) ||
    PREFIXED_SECTION_TYPE.test(type)
  );
}

const TITLE_FIELDS = ['title_ar', 'title_en', 'title_color', 'title_font_size', 'title_font_weight'] as const;

/**
 * The config fields each edit screen sets (back-office §2, §3): every kind has a title and its style; a banner
 * adds its height and images, a products or categories section its chosen ids, an info section its text and
 * background. The server refuses any other field for a section of that kind.
 */
export const SECTION_CONFIG_FIELDS: Readonly<
  Record<SectionEditorKind, readonly (keyof HomepageSectionConfig)[]>
> = {
  banner: [...TITLE_FIELDS, 'height', 'images'],
  products: [...TITLE_FIELDS, 'product_ids'],
  categories: [...TITLE_FIELDS, 'category_ids'],
  info: [...TITLE_FIELDS, 'text_ar', 'text_en', 'bg_color'],
};

/**
 * The stored type of a new section: its prefix plus the identifier lowercased with whitespace turned into
 * underscores (back-office §5). Null for a blank identifier ('please enter the section name').
 */
export function makeSectionType(kind: SectionEditorKind, identifier: string): string | null {
  const id = identifier.trim().toLowerCase().replace(/\s+/g, '_');
  return id ? `${kind}_${id}` : null;
}

/** A config height as px: numbers, "300px" and "300" are accepted; anything else gives the fallback. */
export function sectionHeightPx(config: HomepageSectionConfig, fallback = DEFAULT_BANNER_HEIGHT): number {
  const px = typeof config.height === 'number' ? config.height : Number.parseInt(config.height ?? '', 10);
  return Number.isFinite(px) && px > 0 ? px : fallback;
}

/** The hero banner's height in px on phones and on large screens for the shop's hero size (medium if unknown). */
export function heroBannerHeightPx(size: HeroBannerSize): { mobile: number; large: number } {
  return HERO_BANNER_HEIGHTS[size] ?? HERO_BANNER_HEIGHTS[DEFAULT_HERO_BANNER_SIZE];
}

/** Title style of a section with the defaults of back-office §3 applied. */
export function sectionTitleStyle(config: HomepageSectionConfig): {
  color: string;
  fontSizePx: number;
  fontWeight: number;
} {
  const size = Number.parseInt(String(config.title_font_size ?? ''), 10);
  const weight = Number.parseInt(String(config.title_font_weight ?? ''), 10);
  return {
    color: config.title_color || DEFAULT_TITLE_COLOR,
    fontSizePx: Number.isFinite(size) && size > 0 ? size : DEFAULT_TITLE_FONT_SIZE,
    fontWeight: Number.isFinite(weight) && weight > 0 ? weight : DEFAULT_TITLE_FONT_WEIGHT,
  };
}

/** The sections the storefront renders, in order. */
export function visibleHomepageSections(sections: readonly HomepageSection[]): HomepageSection[] {
  return sections.filter((s) => s.is_enabled).sort((a, b) => a.display_order - b.display_order);
}

/** After a drag or a delete: display_order renumbered from 1 in list order (back-office §4). */
export function renumberSections<T extends { display_order: number }>(sections: readonly T[]): T[] {
  return sections.map((s, index) => ({ ...s, display_order: index + 1 }));
}
