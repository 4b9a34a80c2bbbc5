import type { SeedCategory } from '../types.js';

/**
 * The seven categories with the ids the storefront's fixed shortcuts rely on (spec §2: 1 → /phones … 7 →
 * /gift-cards). The icon is a drawing of the category's device (images/draw-category-icon.ts): an emoji, which the
 * spec also allows, shows as an empty box on devices without an emoji font.
 */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { id: 1, ar: 'هواتف', en: 'Phones', shape: 'phone', slug: 'phones', color: '#2563eb' },
  { id: 2, ar: 'أجهزة لوحية', en: 'Tablets', shape: 'tablet', slug: 'tablets', color: '#7c3aed' },
  { id: 3, ar: 'لابتوبات', en: 'Laptops', shape: 'laptop', slug: 'laptops', color: '#0f766e' },
  { id: 4, ar: 'إكسسوارات', en: 'Accessories', shape: 'watch', slug: 'accessories', color: '#ea580c' },
  { id: 5, ar: 'صوتيات', en: 'Audio', shape: 'headphones', slug: 'audio', color: '#db2777' },
  { id: 6, ar: 'كاميرات', en: 'Cameras', shape: 'camera', slug: 'cameras', color: '#4b5563' },
  { id: 7, ar: 'بطاقات الهدايا', en: 'Gift Cards', shape: 'card', slug: 'gift-cards', color: '#b91c1c' },
];

export const CATEGORY = {
  phones: 1,
  tablets: 2,
  laptops: 3,
  accessories: 4,
  audio: 5,
  cameras: 6,
  giftCards: 7,
} as const;
