import type { BannerArt } from '../images/draw-site.js';

export interface SeedBanner extends BannerArt {
  /** Media name prefix: banners/<name>-<device>-<width>.webp */
  name: string;
  link: string;
}

/** Pixel sizes per device for the two banner kinds (hero medium is 150 px on phones, 300 px on large screens). */
export const BANNER_SIZES = {
  hero: { mobile: [768, 300], tablet: [1024, 320], desktop: [1920, 480] },
  simple: { mobile: [768, 240], tablet: [1024, 220], desktop: [1920, 320] },
} as const;

export type BannerKind = keyof typeof BANNER_SIZES;
export type BannerDevice = keyof (typeof BANNER_SIZES)['hero'];

export const HERO_BANNERS: readonly SeedBanner[] = [
  {
    name: 'hero-white-friday',
    titleAr: 'عروض الجمعة البيضاء',
    titleEn: 'White Friday deals',
    color: '#7c3aed',
    shapes: ['phone', 'laptop', 'headphones'],
    link: '/products',
  },
  {
    name: 'hero-phones',
    titleAr: 'أحدث الهواتف الذكية',
    titleEn: 'The latest smartphones',
    color: '#0f4c81',
    shapes: ['phone', 'watch', 'earbuds'],
    link: '/category/1',
  },
  {
    name: 'hero-gift-cards',
    titleAr: 'بطاقات هدايا رقمية فورية',
    titleEn: 'Instant digital gift cards',
    color: '#b91c1c',
    shapes: ['card', 'card', 'card'],
    link: '/category/7',
  },
];

export const SIMPLE_BANNER_1: readonly SeedBanner[] = [
  {
    name: 'simple-free-delivery',
    titleAr: 'توصيل مجاني للطلبات فوق 500 ر.ق',
    titleEn: 'Free delivery on orders over QAR 500',
    color: '#0f766e',
    shapes: ['laptop', 'tablet'],
    link: '/products',
  },
];

export const SIMPLE_BANNER_2: readonly SeedBanner[] = [
  {
    name: 'simple-audio',
    titleAr: 'صوت نقي أينما كنت',
    titleEn: 'Pure sound wherever you are',
    color: '#db2777',
    shapes: ['headphones', 'speaker'],
    link: '/category/5',
  },
  {
    name: 'simple-cameras',
    titleAr: 'التقط كل لحظة',
    titleEn: 'Capture every moment',
    color: '#374151',
    shapes: ['camera', 'drone'],
    link: '/category/6',
  },
];
