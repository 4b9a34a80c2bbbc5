import { describe, expect, it } from 'vitest';
import { isInStock, productJsonLd, riyalsDecimal } from './product-json-ld.js';
import { testProduct } from '../../testing/test-product.js';

const variant = (id: number, price: number, stock: number, sku: string | null = `SKU-${id}`) => ({
  id,
  name: `v${id}`,
  name_en: `v${id}`,
  price,
  stock,
  sku,
  attributes: null,
  denomination: null,
});

const build = (product = testProduct(), locale: 'ar' | 'en' = 'en') =>
  productJsonLd({ product, locale, origin: 'https://shop.qa', url: 'https://shop.qa/en/product/12' });

describe('product JSON-LD', () => {
  it('writes riyals as a two-decimal string from integer dirhams', () => {
    expect(riyalsDecimal(429_900)).toBe('4299.00');
    expect(riyalsDecimal(1_999)).toBe('19.99');
    expect(riyalsDecimal(5)).toBe('0.05');
    expect(riyalsDecimal(0)).toBe('0.00');
  });

  it('carries the English name and description, absolute pictures, brand and a QAR offer', () => {
    const ld = build(testProduct({ stock: 4 }));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 16 Pro',
      description: 'A 6.3-inch display',
      image: [
        'https://shop.qa/media/products/iphone-1-640.webp',
        'https://shop.qa/media/products/iphone-2-640.webp',
      ],
      sku: '12',
      brand: { '@type': 'Brand', name: 'Apple' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.qa/en/product/12',
        priceCurrency: 'QAR',
        price: '4299.00',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('uses Arabic text on Arabic pages and falls back to Arabic when English is missing', () => {
    expect(build(testProduct(), 'ar')).toMatchObject({ name: 'آيفون 16 برو', description: 'شاشة 6.3 بوصة' });
    expect(build(testProduct({ name_en: null, description_en: ' ' }), 'en')).toMatchObject({
      name: 'آيفون 16 برو',
      description: 'شاشة 6.3 بوصة',
    });
  });

  it('prices the first variant after the product discount and takes its SKU', () => {
    const product = testProduct({
      discount_type: 'percentage',
      discount_value: 10,
      variants: [variant(1, 100_000, 0, null), variant(2, 120_000, 3)],
    });
    const ld = build(product);
    expect(ld.offers).toMatchObject({ price: '900.00', availability: 'https://schema.org/InStock' });
    expect(ld.sku).toBe('SKU-2');
  });

  it('is out of stock when no variant has stock, whatever the product row says', () => {
    const product = testProduct({ stock: 9, variants: [variant(1, 100_000, 0)] });
    expect(isInStock(product)).toBe(false);
    expect(build(product).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(isInStock(testProduct({ stock: 0 }))).toBe(false);
  });

  it('adds the aggregate rating only when there are reviews', () => {
    const ld = build(testProduct({ rating: { average: 4.5, count: 2, distribution: [] } }));
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
