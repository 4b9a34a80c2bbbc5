import type { BannerArt } from '../images/draw-site.js';

export interface SeedBanner extends BannerArt {
  /**
   * Media name prefix: banners/<name>-<device>-<width>.webp. A seed skips pictures whose name it already
   * finds (the media folder outlives databases), so a redrawn banner takes a new name ('-plain' since the
   * pictures lost their lettering, D17).
   */
  name: string;
  link: string;
  /** The slide's words, stored with it and drawn by the storefront over the picture (never in it, D17). */
  titleAr: string;
  titleEn: string;
  textAr: string;
  textEn: string;
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
    name: 'hero-white-friday-plain',
    titleAr: 'عروض الجمعة البيضاء',
    titleEn: 'White Friday deals',
    textAr: 'خصومات على الهواتف والحواسيب والسماعات لفترة محدودة',
    textEn: 'Discounts on phones, laptops and headphones for a limited time',
    color: '#7c3aed',
    shapes: ['phone', 'laptop', 'headphones'],
    link: '/products',
  },
  {
    name: 'hero-phones-plain',
    titleAr: 'أحدث الهواتف الذكية',
    titleEn: 'The latest smartphones',
    textAr: 'آيفون وسامسونج وهواوي بضمان الوكيل وتوصيل سريع في قطر',
    textEn: 'iPhone, Samsung and Huawei with warranty and fast delivery in Qatar',
    color: '#0f4c81',
    shapes: ['phone', 'watch', 'earbuds'],
    link: '/category/1',
  },
  {
    name: 'hero-gift-cards-plain',
    titleAr: 'بطاقات هدايا رقمية فورية',
    titleEn: 'Instant digital gift cards',
    textAr: 'يصلك الرمز بالبريد الإلكتروني فور الدفع',
    textEn: 'Your code arrives by e-mail as soon as you pay',
    color: '#b91c1c',
    shapes: ['card', 'card', 'card'],
    link: '/category/7',
  },
];

export const SIMPLE_BANNER_1: readonly SeedBanner[] = [
  {
    name: 'simple-free-delivery-plain',
    titleAr: 'توصيل مجاني للطلبات فوق 500 ر.ق.',
    titleEn: 'Free delivery on orders over QAR 500',
    textAr: 'خلال 2–3 أيام عمل داخل الدوحة',
    textEn: 'In 2–3 working days within Doha',
    color: '#0f766e',
    shapes: ['laptop', 'tablet'],
    link: '/products',
  },
];

export const SIMPLE_BANNER_2: readonly SeedBanner[] = [
  {
    name: 'simple-audio-plain',
    titleAr: 'صوت نقي أينما كنت',
    titleEn: 'Pure sound wherever you are',
    textAr: 'سماعات ومكبرات صوت لاسلكية',
    textEn: 'Wireless headphones and speakers',
    color: '#db2777',
    shapes: ['headphones', 'speaker'],
    link: '/category/5',
  },
  {
    name: 'simple-cameras-plain',
    titleAr: 'التقط كل لحظة',
    titleEn: 'Capture every moment',
    textAr: 'كاميرات وطائرات تصوير',
    textEn: 'Cameras and camera drones',
    color: '#374151',
    shapes: ['camera', 'drone'],
    link: '/category/6',
  },
];
