import {
  CURRENCY,
  effectivePrice,
  productSoldOut,
  RATING_MAX,
  RATING_MIN,
  toQar,
  type Locale,
  type StoreProductDetail,
} from '@matjar/core';
import { absoluteUrl } from '../../lib/seo.js';

/** Riyals with two decimals, as schema.org wants a price ("4299.00"), from integer dirhams. */
export function riyalsDecimal(dirhams: number): string {
  return toQar(dirhams).toFixed(2);
}

/** In stock when any active variant has stock, or, without variants, the product itself. */
export function isInStock(product: Pick<StoreProductDetail, 'stock' | 'variants'>): boolean {
  return !productSoldOut(product);
}

export interface ProductJsonLdInput {
  product: StoreProductDetail;
  locale: Locale;
  origin: string;
  /** The canonical address of the page in this language. */
  url: string;
}

/**
 * schema.org Product for search engines (rich results): name and description in the page's language, every
 * picture, the first variant's SKU, the brand, one Offer with the displayed price in QAR (the first variant's
 * price after the product discount, core's rule) and the rating when there are reviews.
 */
export function productJsonLd({ product, locale, origin, url }: ProductJsonLdInput): Record<string, unknown> {
  const english = locale === 'en';
  const name = english && product.name_en?.trim() ? product.name_en : product.name;
  const description =
    english && product.description_en?.trim() ? product.description_en : product.description;
  const pictures = product.images.length
    ? product.images.map((image) => image.url)
    : product.image
      ? [product.image]
      : [];
  const sku = product.variants.find((variant) => variant.sku)?.sku ?? String(product.id);
  const brandName = product.brand
    ? english && product.brand.name_en
      ? product.brand.name_en
      : product.brand.name
    : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    image: pictures.map((picture) => absoluteUrl(origin, picture)),
    sku,
    ...(brandName ? { brand: { '@type': 'Brand', name: brandName } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: CURRENCY,
      price: riyalsDecimal(effectivePrice(product).final),
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }
      : {}),
  };
}
