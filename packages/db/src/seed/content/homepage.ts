import type { BannerDevice, BannerKind, SeedBanner } from './banners.js';
import { HERO_BANNERS, SIMPLE_BANNER_1, SIMPLE_BANNER_2 } from './banners.js';

/** The homepage_sections JSON shape of @matjar/core's site-settings schema (kept structural here). */
export interface SeedHomepageSection {
  id: string;
  section_type: string;
  display_order: number;
  is_enabled: boolean;
  is_permanent?: boolean;
  config: Record<string, unknown>;
}

type BannerUrl = (name: string, kind: BannerKind, device: BannerDevice) => string;

const bannerImages = (kind: BannerKind, banners: readonly SeedBanner[], url: BannerUrl) =>
  banners.map((banner) => ({
    id: banner.name,
    url: url(banner.name, kind, 'mobile'),
    url_tablet: url(banner.name, kind, 'tablet'),
    url_desktop: url(banner.name, kind, 'desktop'),
    link: banner.link,
  }));

/** Every banner the homepage uses, for drawing. */
export const HOMEPAGE_BANNERS: readonly [BannerKind, SeedBanner][] = [
  ...HERO_BANNERS.map((b) => ['hero', b] as [BannerKind, SeedBanner]),
  ...[...SIMPLE_BANNER_1, ...SIMPLE_BANNER_2].map((b) => ['simple', b] as [BannerKind, SeedBanner]),
];

/**
 * The spec's default layout (storefront §2: hero_banner, latest_products, categories, simple_banner_1, offers,
 * about, simple_banner_2) with drawn banners, plus two extras that show what staff can add: a chosen-products
 * strip after the offers and a delivery/warranty text block at the end.
 */
export function seedHomepageSections(url: BannerUrl, featuredProductIds: number[]): SeedHomepageSection[] {
  const sections: Omit<SeedHomepageSection, 'display_order'>[] = [
    { id: 'hero_banner', section_type: 'hero_banner', is_enabled: true, config: { images: bannerImages('hero', HERO_BANNERS, url) } },
    { id: 'latest_products', section_type: 'latest_products', is_enabled: true, config: { title_ar: 'أحدث المنتجات', title_en: 'Latest products' } },
    { id: 'categories', section_type: 'categories', is_enabled: true, is_permanent: true, config: { title_ar: 'تسوّق حسب الفئة', title_en: 'Shop by category' } },
    { id: 'simple_banner_1', section_type: 'simple_banner_1', is_enabled: true, config: { height: 200, images: bannerImages('simple', SIMPLE_BANNER_1, url) } },
    { id: 'offers', section_type: 'offers', is_enabled: true, config: { title_ar: 'العروض الخاصة', title_en: 'Special offers' } },
    {
      id: 'featured_products', section_type: 'featured_products', is_enabled: true,
      config: { title_ar: 'الأكثر طلباً', title_en: 'Best sellers', title_color: '#0f4c81', title_font_size: '24px', title_font_weight: 700, product_ids: featuredProductIds },
    },
    {
      id: 'about', section_type: 'about', is_enabled: true,
      config: {
        title_ar: 'من نحن',
        title_en: 'About us',
        text_ar: 'متجر إلكترونيات في الدوحة منذ 2024: هواتف وأجهزة لوحية وحواسيب وإكسسوارات وبطاقات هدايا رقمية أصلية، مع توصيل سريع داخل قطر وضمان الوكيل.',
        text_en: 'An electronics shop in Doha since 2024: genuine phones, tablets, laptops, accessories and digital gift cards, with fast delivery across Qatar and manufacturer warranty.',
        bg_color: '#f0f7ff',
      },
    },
    { id: 'simple_banner_2', section_type: 'simple_banner_2', is_enabled: true, config: { height: 200, images: bannerImages('simple', SIMPLE_BANNER_2, url) } },
    {
      id: 'info_1', section_type: 'info_1', is_enabled: true,
      config: {
        title_ar: 'التوصيل والضمان',
        title_en: 'Delivery and warranty',
        text_ar: 'التوصيل خلال 2–3 أيام عمل داخل الدوحة و3–5 أيام في باقي مناطق قطر، مجاناً للطلبات فوق 500 ر.ق. جميع الأجهزة بضمان الوكيل لمدة سنة.',
        text_en: 'Delivery in 2–3 working days in Doha and 3–5 days elsewhere in Qatar, free on orders over QAR 500. Every device carries a one-year manufacturer warranty.',
        bg_color: '#f9fafb',
      },
    },
  ];
  return sections.map((section, index) => ({ ...section, display_order: index + 1 }));
}
