import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ZONES } from '@matjar/core';
import { breadcrumbJsonLd, isInStock, productJsonLd, riyalsDecimal } from './product-json-ld.js';
import { testProduct } from '../../testing/test-product.js';

const variant = (
  id: number,
  price: number,
  stock: number,
  sku: string | null = `SKU-${id}`,
  gtin: string | null = null,
  mpn: string | null = null,
) => ({
  id,
  name: `v${id}`,
  name_en: `v${id}`,
  price,
  stock,
  sku,
  gtin,
  mpn,
  attributes: null,
  denomination: null,
});

const build = (product = testProduct(), locale: 'ar' | 'en' = 'en', variantId: number | null = null) =>
  productJsonLd({
    product,
    locale,
    origin: 'https://shop.qa',
    url: 'https://shop.qa/en/product/12',
    variantId,
  });

type Ld = Record<string, unknown>;

/**
 * What Google's merchant listings require of a Product: a name, a picture and an Offer with a price, its
 * currency and availability (and a SKU or another identifier to tell variants apart).
 */
function expectMerchantListing(product: Ld) {
  expect(product['@type']).toBe('Product');
  expect(typeof product.name).toBe('string');
  expect((product.image as string[]).length).toBeGreaterThan(0);
  for (const picture of product.image as string[]) expect(picture).toMatch(/^https:\/\//);
  const offer = product.offers as Ld;
  expect(offer['@type']).toBe('Offer');
  expect(offer.price).toMatch(/^\d+\.\d{2}$/);
  expect(offer.priceCurrency).toBe('QAR');
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(offer.url).toMatch(/^https:\/\//);
  expect(product.sku ?? product.productID).toBeTruthy();
}

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
      productID: '12',
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
    // No made-up SKU or GTIN: a product without identifiers recorded says none.
    expect(ld).not.toHaveProperty('sku');
    expect(ld).not.toHaveProperty('gtin');
    expect(ld).not.toHaveProperty('mpn');
    expectMerchantListing(ld);
  });

  it('gives a product without variants its own SKU, GTIN and MPN, and each variant its own', () => {
    const single = build(
      testProduct({ stock: 2, sku: 'IP16-BASE', gtin: '4006381333931', mpn: 'MU773AH/A' }),
    );
    expect(single).toMatchObject({ sku: 'IP16-BASE', gtin: '4006381333931', mpn: 'MU773AH/A' });
    const group = build(
      testProduct({
        // The product's own identifiers describe it sold alone, never its variants.
        sku: 'IP16-BASE',
        gtin: '4006381333931',
        variants: [variant(1, 100_000, 1, 'V-1', '036000291452', 'P-1'), variant(2, 100_000, 1, null)],
      }),
    );
    expect(group).not.toHaveProperty('gtin');
    const [first, second] = group.hasVariant as Ld[];
    expect(first).toMatchObject({ sku: 'V-1', gtin: '036000291452', mpn: 'P-1' });
    expect(second).not.toHaveProperty('gtin');
    expect(second).not.toHaveProperty('sku');
    const chosen = build(testProduct({ variants: [variant(1, 100_000, 1, 'V-1', '036000291452')] }), 'en', 1);
    expect(chosen).toMatchObject({ '@type': 'Product', sku: 'V-1', gtin: '036000291452' });
  });

  it('uses Arabic text on Arabic pages and falls back to Arabic when English is missing', () => {
    expect(build(testProduct(), 'ar')).toMatchObject({ name: 'آيفون 16 برو', description: 'شاشة 6.3 بوصة' });
    expect(build(testProduct({ name_en: null, description_en: ' ' }), 'en')).toMatchObject({
      name: 'آيفون 16 برو',
      description: 'شاشة 6.3 بوصة',
    });
  });

  it('lists every variant of a group with its own SKU, address, price after the discount and stock', () => {
    const product = testProduct({
      discount_type: 'percentage',
      discount_value: 10,
      variants: [variant(1, 100_000, 0, null), variant(2, 120_000, 3)],
    });
    const ld = build(product);
    expect(ld).toMatchObject({ '@type': 'ProductGroup', productGroupID: '12', name: 'iPhone 16 Pro' });
    const variants = ld.hasVariant as Ld[];
    expect(variants).toHaveLength(2);
    variants.forEach(expectMerchantListing);
    expect(variants[0]).not.toHaveProperty('sku');
    expect(variants[1]).toMatchObject({
      sku: 'SKU-2',
      name: 'iPhone 16 Pro — v2',
      url: 'https://shop.qa/en/product/12?variant=2',
      offers: {
        url: 'https://shop.qa/en/product/12?variant=2',
        price: '1080.00',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(variants[0]!.offers).toMatchObject({
      price: '900.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('gives a discounted price the price before it as a strikethrough list price', () => {
    const offer = build(testProduct({ stock: 2, discount_type: 'fixed', discount_value: 30_000 })).offers;
    expect(offer).toMatchObject({
      price: '3999.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '4299.00',
        priceCurrency: 'QAR',
      },
    });
    expect(build(testProduct({ stock: 2 })).offers).not.toHaveProperty('priceSpecification');
  });

  it("describes the variant a variant's address chose: its SKU, price and stock, part of the group", () => {
    const product = testProduct({
      variants: [variant(1, 429_900, 2), variant(2, 589_900, 0, 'IP16-1TB-BT')],
    });
    const ld = build(product, 'en', 2);
    expectMerchantListing(ld);
    expect(ld).toMatchObject({
      sku: 'IP16-1TB-BT',
      inProductGroupWithID: '12',
      isVariantOf: { '@type': 'ProductGroup', productGroupID: '12', url: 'https://shop.qa/en/product/12' },
      offers: { price: '5899.00', availability: 'https://schema.org/OutOfStock' },
    });
    // A variant of another product is no choice: the page is the group's.
    expect(build(product, 'en', 99)['@type']).toBe('ProductGroup');
  });

  it('is out of stock when no variant has stock, whatever the product row says', () => {
    const product = testProduct({ stock: 9, variants: [variant(1, 100_000, 0)] });
    expect(isInStock(product)).toBe(false);
    expect((build(product).hasVariant as Ld[])[0]!.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(isInStock(testProduct({ stock: 0 }))).toBe(false);
    expect(build(testProduct({ stock: 0 })).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it("says on each offer what delivery costs and takes, free from the zone's amount, and the return window", () => {
    const zones = [
      { ...DEFAULT_DELIVERY_ZONES[0]!, days_min: 1, days_max: 2 },
      { ...DEFAULT_DELIVERY_ZONES[1]!, fee: 2_500, free_above: 500_000, days_min: 3, days_max: 5 },
    ];
    const product = testProduct({ variants: [variant(1, 100_000, 2), variant(2, 600_000, 2)] });
    const ld = productJsonLd({
      product,
      locale: 'ar',
      origin: 'https://shop.qa',
      url: 'https://shop.qa/product/12',
      delivery: zones,
      returnPolicy: { return_days: 14, exchange_days: 7 },
    });
    const [cheap, dear] = (ld.hasVariant as Ld[]).map((each) => each.offers as Ld);
    // An address the shop knows nothing of pays what the cart shows: the catch-all zone.
    expect(cheap!.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '25.00', currency: 'QAR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'QA' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 5, unitCode: 'DAY' },
      },
    });
    expect(dear!.shippingDetails).toMatchObject({ shippingRate: { value: '0.00' } });
    expect(cheap!.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'QA',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      merchantReturnLink: 'https://shop.qa/pages/returns',
    });
    const noReturns = productJsonLd({
      product: testProduct({ stock: 1 }),
      locale: 'en',
      origin: 'https://shop.qa',
      url: 'https://shop.qa/en/product/12',
      delivery: [{ ...DEFAULT_DELIVERY_ZONES[1]!, delivered: false }],
      returnPolicy: { return_days: 0, exchange_days: 0 },
    }).offers as Ld;
    expect(noReturns).not.toHaveProperty('shippingDetails');
    expect(noReturns.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: 'https://shop.qa/en/pages/returns',
    });
  });

  it('names the brand by its Latin name on Arabic pages too, the Arabic name as its alternate', () => {
    expect(build(testProduct(), 'ar').brand).toEqual({
      '@type': 'Brand',
      name: 'Apple',
      alternateName: 'أبل',
    });
  });

  it('carries the newest reviews the page shows', () => {
    const review = (id: number, rating: number) => ({
      id,
      productId: 12,
      customerName: `Customer ${id}`,
      comment: `Comment ${id}`,
      rating,
      date: '2025-03-0' + id + 'T10:00:00.000Z',
      verified: true,
    });
    const reviews = [1, 2, 3, 4, 5, 6].map((id) => review(id, 5 - (id % 2)));
    const ld = build(testProduct({ reviews, rating: { average: 4.5, count: 6, distribution: [] } }));
    expect(ld.review).toHaveLength(5);
    expect((ld.review as Ld[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Customer 1' },
      datePublished: '2025-03-01',
      reviewBody: 'Comment 1',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
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

describe('breadcrumb JSON-LD', () => {
  it('numbers the trail from 1 with absolute addresses', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.qa/en' },
        { name: 'Phones', url: 'https://shop.qa/en/phones' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.qa/en' },
        { '@type': 'ListItem', position: 2, name: 'Phones', item: 'https://shop.qa/en/phones' },
      ],
    });
  });
});
