import type { SeedCategory } from '../types.js';

/**
 * The seven categories with the ids the storefront's fixed shortcuts rely on (spec §2: 1 → /phones … 7 →
 * /gift-cards). The icon is an emoji, which the spec allows besides an image address.
 */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { id: 1, ar: 'هواتف', en: 'Phones', emoji: '📱', slug: 'phones', color: '#2563eb' },
  { id: 2, ar: 'أجهزة لوحية', en: 'Tablets', emoji: '📲', slug: 'tablets', color: '#7c3aed' },
  { id: 3, ar: 'لابتوبات', en: 'Laptops', emoji: '💻', slug: 'laptops', color: '#0f766e' },
  { id: 4, ar: 'إكسسوارات', en: 'Accessories', emoji: '🔌', slug: 'accessories', color: '#ea580c' },
  { id: 5, ar: 'صوتيات', en: 'Audio', emoji: '🎧', slug: 'audio', color: '#db2777' },
  { id: 6, ar: 'كاميرات', en: 'Cameras', emoji: '📷', slug: 'cameras', color: '#4b5563' },
  { id: 7, ar: 'بطاقات الهدايا', en: 'Gift Cards', emoji: '🎁', slug: 'gift-cards', color: '#b91c1c' },
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
