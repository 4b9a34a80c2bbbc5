import { DEFAULT_HOMEPAGE_SECTIONS, type HomepageSection } from '@matjar/core';
import type { BannerDevice, BannerKind, SeedBanner } from './banners.js';
import { HERO_BANNERS, SIMPLE_BANNER_1, SIMPLE_BANNER_2 } from './banners.js';

type BannerUrl = (name: string, kind: BannerKind, device: BannerDevice) => string;

const bannerImages = (kind: BannerKind, banners: readonly SeedBanner[], url: BannerUrl) =>
  banners.map((banner) => ({
    id: banner.name,
    url: url(banner.name, kind, 'mobile'),
    url_tablet: url(banner.name, kind, 'tablet'),
    url_desktop: url(banner.name, kind, 'desktop'),
    link: banner.link,
    title_ar: banner.titleAr,
    title_en: banner.titleEn,
    text_ar: banner.textAr,
    text_en: banner.textEn,
  }));

/** Every banner the homepage uses, for drawing. */
export const HOMEPAGE_BANNERS: readonly [BannerKind, SeedBanner][] = [
  ...HERO_BANNERS.map((b) => ['hero', b] as [BannerKind, SeedBanner]),
  ...[...SIMPLE_BANNER_1, ...SIMPLE_BANNER_2].map((b) => ['simple', b] as [BannerKind, SeedBanner]),
];

const BANNERS_BY_SECTION: Record<string, [BannerKind, readonly SeedBanner[]]> = {
  hero_banner: ['hero', HERO_BANNERS],
  simple_banner_1: ['simple', SIMPLE_BANNER_1],
  simple_banner_2: ['simple', SIMPLE_BANNER_2],
};

/**
 * The spec's default layout from @matjar/core (hero_banner, latest_products, categories, simple_banner_1,
 * offers, about, simple_banner_2) with drawn banners, plus two extras that show what staff can add: a
 * chosen-products strip after the offers and a delivery/warranty text block at the end.
 */
export function seedHomepageSections(url: BannerUrl, featuredProductIds: number[]): HomepageSection[] {
  const sections: HomepageSection[] = [];
  for (const section of DEFAULT_HOMEPAGE_SECTIONS) {
    const banners = BANNERS_BY_SECTION[section.id];
    sections.push(
      banners
        ? { ...section, config: { ...section.config, images: bannerImages(banners[0], banners[1], url) } }
        : section,
    );
    if (section.id === 'offers') {
      sections.push({
        id: 'featured_products',
        section_type: 'featured_products',
        display_order: 0,
        is_enabled: true,
        config: {
          title_ar: 'الأكثر طلباً',
          title_en: 'Best sellers',
          title_color: '#0f4c81',
          title_font_size: '24px',
          title_font_weight: 700,
          product_ids: featuredProductIds,
        },
      });
    }
  }
  sections.push({
    id: 'info_1',
    section_type: 'info_1',
    display_order: 0,
    is_enabled: true,
    config: {
      title_ar: 'التوصيل والضمان',
      title_en: 'Delivery and warranty',
      text_ar:
        'التوصيل خلال 2–3 أيام عمل داخل الدوحة و3–5 أيام في باقي مناطق قطر، مجاناً للطلبات فوق 500 ر.ق. جميع الأجهزة بضمان الوكيل لمدة سنة.',
      text_en:
        'Delivery in 2–3 working days in Doha and 3–5 days elsewhere in Qatar, free on orders over QAR 500. Every device carries a one-year manufacturer warranty.',
      bg_color: '#f0f7ff',
    },
  });
  return sections.map((section, index) => ({ ...section, display_order: index + 1 }));
}
