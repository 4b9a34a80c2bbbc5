import {
  CURRENCY,
  deliveryZoneFor,
  effectivePrice,
  qualifiesForFreeDelivery,
  type DeliveryZones,
  type ReturnPolicy,
  isSoldOut,
  optionAttribute,
  variantHasAttribute,
  productSoldOut,
  RATING_MAX,
  RATING_MIN,
  toQar,
  type Locale,
  type StoreProductDetail,
  type StoreVariant,
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

/** The page's address for one variant: the product's canonical address with ?variant=<id>. */
export function variantUrl(productUrl: string, variantId: number): string {
  return `${productUrl}?variant=${variantId}`;
}

/** Reviews carried in the structured data: the newest, as the page shows them first. */
export const JSON_LD_REVIEWS = 5;

export interface ProductJsonLdInput {
  product: StoreProductDetail;
  locale: Locale;
  origin: string;
  /** The canonical address of the product's page in this language (without ?variant=). */
  url: string;
  /** The variant the address chose (?variant=): the page describes that one product of the group. */
  variantId?: number | null;
  /** The zones checkout prices delivery by: each offer's shipping details are what most addresses pay. */
  delivery?: DeliveryZones | null;
  /** The shop's return window (settings), for each offer's return policy. */
  returnPolicy?: ReturnPolicy | null;
}

/** What every offer of the page shares: the delivery zones and the return policy. */
interface OfferTerms {
  delivery?: DeliveryZones | null;
  returnPolicy?: ReturnPolicy | null;
  origin: string;
  locale: Locale;
}

const days = (min: number, max: number) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

/**
 * Delivery as checkout charges an address it knows nothing of (the zone the cart shows): its fee, or nothing
 * once the price reaches the zone's free-delivery amount, in its working days, within Qatar. None when that
 * zone is not delivered.
 */
function shippingDetails(zones: DeliveryZones, finalPrice: number) {
  const zone = deliveryZoneFor(zones);
  if (!zone?.delivered) return null;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: riyalsDecimal(qualifiesForFreeDelivery(zone, finalPrice) ? 0 : zone.fee),
      currency: CURRENCY,
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'QA' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(0, 1),
      transitTime: days(zone.days_min, zone.days_max),
    },
  };
}

/** The return window of the shop's settings, with its returns page; no window is no returns. */
function returnPolicyOf(policy: ReturnPolicy, origin: string, locale: Locale) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'QA',
    ...(policy.return_days > 0
      ? {
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: policy.return_days,
        }
      : { returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' }),
    merchantReturnLink: `${origin}${locale === 'en' ? '/en' : ''}/pages/returns`,
  };
}

type JsonLd = Record<string, unknown>;

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  out: 'https://schema.org/OutOfStock',
} as const;

/**
 * One Offer in QAR: the price after the product's discount, and the price it was before as a strikethrough
 * list price when there is a discount (what the page shows struck through).
 */
function offer(
  product: StoreProductDetail,
  url: string,
  basePrice: number,
  inStock: boolean,
  terms: OfferTerms,
): JsonLd {
  const price = effectivePrice(product, basePrice);
  const shipping = terms.delivery ? shippingDetails(terms.delivery, price.final) : null;
  return {
    '@type': 'Offer',
    url,
    priceCurrency: CURRENCY,
    price: riyalsDecimal(price.final),
    availability: inStock ? AVAILABILITY.in : AVAILABILITY.out,
    itemCondition: 'https://schema.org/NewCondition',
    ...(price.hasDiscount
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: riyalsDecimal(price.base),
            priceCurrency: CURRENCY,
          },
        }
      : {}),
    ...(shipping ? { shippingDetails: shipping } : {}),
    ...(terms.returnPolicy
      ? { hasMerchantReturnPolicy: returnPolicyOf(terms.returnPolicy, terms.origin, terms.locale) }
      : {}),
  };
}

const localOr = (arabic: string, english: string | null | undefined, locale: Locale) =>
  locale === 'en' && english?.trim() ? english : arabic;

/** The colour option's value a variant has, when the product is chosen by colour. */
function colourOf(product: StoreProductDetail, variant: StoreVariant, locale: Locale) {
  const colour = product.options.find((option) => option.option_type === 'color');
  if (!colour) return null;
  const value = colour.values.find((candidate) => {
    const pair = optionAttribute(colour, candidate.id);
    return pair !== null && variantHasAttribute(variant, pair);
  });
  return value ? { name: localOr(value.value, value.value_en, locale), images: value.images } : null;
}

/**
 * An item's trade identifiers as merchant listings read them, only those the shop recorded: no SKU or GTIN is
 * made up (a wrong GTIN gets a listing refused; the product's number is its productID, not a SKU).
 */
function identifiers(item: { sku: string | null; gtin: string | null; mpn: string | null }): JsonLd {
  return {
    ...(item.sku ? { sku: item.sku } : {}),
    ...(item.gtin ? { gtin: item.gtin } : {}),
    ...(item.mpn ? { mpn: item.mpn } : {}),
  };
}

/** The properties every description of this product shares: brand, rating and reviews. */
function shared(product: StoreProductDetail): JsonLd {
  // A brand is known by its Latin name (Apple, not أبل) in either language; the Arabic one is its alternate.
  const brand = product.brand
    ? {
        '@type': 'Brand',
        name: product.brand.name_en?.trim() || product.brand.name,
        ...(product.brand.name_en?.trim() && product.brand.name !== product.brand.name_en
          ? { alternateName: product.brand.name }
          : {}),
      }
    : null;
  const reviews = product.reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.customerName },
    datePublished: review.date.slice(0, 10),
    ...(review.comment ? { reviewBody: review.comment } : {}),
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: RATING_MAX,
      worstRating: RATING_MIN,
    },
  }));
  return {
    ...(brand ? { brand } : {}),
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
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}

/**
 * schema.org data for search engines' merchant listings, in the page's language:
 * - a product without variants is one Product with one Offer;
 * - a product with variants is a ProductGroup whose hasVariant lists every active variant as a Product with
 *   its own SKU, picture and Offer at its own address (?variant=<id>), varying by colour when it has one;
 * - the page of one variant (?variant=<id>) describes that variant: a Product with its SKU, picture, price and
 *   availability, part of the group (isVariantOf).
 * Prices are after the product's discount, with the price before it as a strikethrough list price; each offer
 * says what delivery costs and takes (the delivery zones) and the return window (the shop's settings).
 */
export function productJsonLd({
  product,
  locale,
  origin,
  url,
  variantId,
  delivery,
  returnPolicy,
}: ProductJsonLdInput): JsonLd {
  const terms: OfferTerms = { delivery, returnPolicy, origin, locale };
  const name = localOr(product.name, product.name_en, locale);
  const description = localOr(product.description, product.description_en, locale);
  const pictures = (
    product.images.length ? product.images.map((image) => image.url) : product.image ? [product.image] : []
  ).map((picture) => absoluteUrl(origin, picture));
  const context = { '@context': 'https://schema.org' };

  if (product.variants.length === 0) {
    return {
      ...context,
      '@type': 'Product',
      name,
      description,
      image: pictures,
      productID: String(product.id),
      ...identifiers(product),
      url,
      ...shared(product),
      offers: offer(product, url, product.price, isInStock(product), terms),
    };
  }

  const describeVariant = (variant: StoreVariant): JsonLd => {
    const colour = colourOf(product, variant, locale);
    const own = colour?.images.length ? colour.images.map((picture) => absoluteUrl(origin, picture)) : [];
    const address = variantUrl(url, variant.id);
    return {
      '@type': 'Product',
      name: `${name} — ${localOr(variant.name, variant.name_en, locale)}`,
      ...identifiers(variant),
      productID: `${product.id}-${variant.id}`,
      image: own.length ? own : pictures,
      ...(colour ? { color: colour.name } : {}),
      url: address,
      offers: offer(product, address, variant.price, !isSoldOut(variant.stock), terms),
    };
  };
  const varies = product.options.some((option) => option.option_type === 'color')
    ? { variesBy: ['https://schema.org/color'] }
    : {};
  const group = {
    '@type': 'ProductGroup',
    productGroupID: String(product.id),
    name,
    description,
    url,
    image: pictures,
    ...varies,
  };

  const chosen = product.variants.find((variant) => variant.id === variantId);
  if (chosen) {
    return {
      ...context,
      ...describeVariant(chosen),
      description,
      inProductGroupWithID: String(product.id),
      isVariantOf: group,
      ...shared(product),
    };
  }
  return {
    ...context,
    ...group,
    ...shared(product),
    hasVariant: product.variants.map(describeVariant),
  };
}

/** One step of a breadcrumb trail: its name and absolute address. */
export interface BreadcrumbStep {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList: the trail the page shows (home, category, product), positions from 1. */
export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
