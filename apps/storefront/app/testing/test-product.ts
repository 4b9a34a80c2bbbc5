import type { StoreProductDetail } from '@matjar/core';

/** A product page's data as the catalogue service returns it, for tests; override what a test is about. */
export function testProduct(overrides: Partial<StoreProductDetail> = {}): StoreProductDetail {
  return {
    id: 12,
    name: 'آيفون 16 برو',
    name_en: 'iPhone 16 Pro',
    image: '/media/products/iphone-1-640.webp',
    price: 429_900,
    stock: 0,
    category_id: 1,
    brand_id: 1,
    brand: { id: 1, name: 'أبل', name_en: 'Apple', icon: null },
    is_special_offer: false,
    discount_type: null,
    discount_value: 0,
    variant_count: 0,
    pricing: { base: 429_900, final: 429_900, hasDiscount: false, percentOff: 0 },
    description: 'شاشة 6.3 بوصة',
    description_en: 'A 6.3-inch display',
    sku: null,
    gtin: null,
    mpn: null,
    variant_option_name: null,
    variant_option_name_ar: null,
    category: { id: 1, name: 'هواتف', name_en: 'Phones', icon: null },
    images: [
      { id: 1, url: '/media/products/iphone-1-640.webp', display_order: 0, option_value_id: null },
      { id: 2, url: '/media/products/iphone-2-640.webp', display_order: 1, option_value_id: null },
    ],
    options: [],
    variants: [],
    categories: [],
    reviews: [],
    rating: {
      average: 0,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    },
    updated_at: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}
