import { z } from 'zod';
import { DISCOUNT_TYPES } from '../rules/discount.js';
import { HomepageSection } from './site-settings.js';
import { Review } from './reviews.js';
import { Dirhams, EntityId, IdParam, IsoDateTime, LocaleSchema, rawText } from './common.js';
import {
  LIST_PAGE_MAX,
  PRODUCT_IDS_MAX,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
} from '../rules/catalog-limits.js';

// The public catalogue as the storefront reads it: over HTTP under /api/store/… and in process through the
// SSR load context (apps/storefront/server/types.ts). Field names follow storefront §3 (snake_case), so a
// product can be handed to core's effectivePrice as it is. Money is integer dirhams. Only active products.

/** Base and final price after the product's discount (core effectivePrice; first variant's price as base). */
export const StorePricing = z.object({
  base: Dirhams,
  final: Dirhams,
  hasDiscount: z.boolean(),
  percentOff: z.number().int(),
});
export type StorePricing = z.infer<typeof StorePricing>;

export const StoreCategoryRef = z.object({
  id: EntityId,
  name: z.string(),
  name_en: z.string(),
  /** An image address (http… or /media/…) or an emoji. */
  icon: z.string().nullable(),
});
export type StoreCategoryRef = z.infer<typeof StoreCategoryRef>;

export const StoreBrandRef = StoreCategoryRef;
export type StoreBrandRef = z.infer<typeof StoreBrandRef>;

/** A product in a grid, strip or search result. */
export const StoreProductCard = z.object({
  id: EntityId,
  name: z.string(),
  name_en: z.string().nullable(),
  image: z.string().nullable(),
  price: Dirhams,
  stock: z.number().int(),
  category_id: EntityId.nullable(),
  brand_id: EntityId.nullable(),
  brand: StoreBrandRef.nullable(),
  is_special_offer: z.boolean(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  discount_value: z.number().int(),
  /** Active variants; a card with variants opens the product page instead of adding to the cart. */
  variant_count: z.number().int(),
  pricing: StorePricing,
});
export type StoreProductCard = z.infer<typeof StoreProductCard>;

export const StoreProductImage = z.object({
  id: EntityId,
  url: z.string(),
  display_order: z.number().int(),
  /** Set when the picture belongs to one colour value: the gallery shows it when that colour is chosen. */
  option_value_id: EntityId.nullable(),
});
export type StoreProductImage = z.infer<typeof StoreProductImage>;

export const StoreOptionValue = z.object({
  id: EntityId,
  value: z.string(),
  value_en: z.string().nullable(),
  color_hex: z.string().nullable(),
  images: z.array(z.string()),
});
export type StoreOptionValue = z.infer<typeof StoreOptionValue>;

export const StoreProductOption = z.object({
  id: EntityId,
  option_name: z.string(),
  option_name_en: z.string().nullable(),
  option_type: z.enum(['text', 'color']),
  /** Oldest first (display order, then creation). */
  values: z.array(StoreOptionValue),
});
export type StoreProductOption = z.infer<typeof StoreProductOption>;

export const StoreVariant = z.object({
  id: EntityId,
  name: z.string(),
  name_en: z.string().nullable(),
  price: Dirhams,
  stock: z.number().int(),
  sku: z.string().nullable(),
  /** Barcode number (digits) and maker's part number; null when the shop has none. */
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  attributes: z.record(z.string(), z.string()).nullable(),
  /** Face value for gift-card denominations; null for other goods. */
  denomination: Dirhams.nullable(),
});
export type StoreVariant = z.infer<typeof StoreVariant>;

export const StoreRatingSummary = z.object({
  /** Mean rating rounded to one decimal; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** Five rows, 5 stars first. */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type StoreRatingSummary = z.infer<typeof StoreRatingSummary>;

/** One product page (storefront §2 Product page, §7 reads). */
export const StoreProductDetail = StoreProductCard.extend({
  description: z.string(),
  description_en: z.string().nullable(),
  /** The product's own identifiers, which describe it when it has no variants (each variant has its own). */
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  variant_option_name: z.string().nullable(),
  variant_option_name_ar: z.string().nullable(),
  category: StoreCategoryRef.nullable(),
  /** Display order. */
  images: z.array(StoreProductImage),
  /** Oldest first. */
  options: z.array(StoreProductOption),
  /** Active variants only, oldest first. */
  variants: z.array(StoreVariant),
  /** Every linked category (product_categories). */
  categories: z.array(StoreCategoryRef),
  /** Newest first. */
  reviews: z.array(Review),
  rating: StoreRatingSummary,
  updated_at: IsoDateTime,
});
export type StoreProductDetail = z.infer<typeof StoreProductDetail>;

/** A category tile with the number of active products linked to it (product_categories). */
export const StoreCategory = StoreCategoryRef.extend({ product_count: z.number().int() });
export type StoreCategory = z.infer<typeof StoreCategory>;

/** A brand with its active products counted in total and per category. */
export const StoreBrand = StoreBrandRef.extend({
  /** Its page's address part: /brand/{slug} (core brandSlugs). */
  slug: z.string(),
  /** In the requested category when one was given, else in all. */
  product_count: z.number().int(),
  category_counts: z.array(z.object({ category_id: EntityId, product_count: z.number().int() })),
});
export type StoreBrand = z.infer<typeof StoreBrand>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** "1,2,3" in a query string or an array in process. */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z.array(IdParam).max(PRODUCT_IDS_MAX),
);

/** GET /api/store/products query; also what catalog.listProducts takes. */
export const StoreProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE_DEFAULT),
  brand: IdParam.optional(),
  /** Through product_categories, so a product shows in every category it is linked to. */
  category: IdParam.optional(),
  ids: idList.optional(),
  offers: booleanFlag.optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  /** Whose name `sort=name` orders by (Arabic by default, like the storefront's root paths). */
  locale: LocaleSchema.default('ar'),
});
export type StoreProductListQuery = z.infer<typeof StoreProductListQuery>;
export type StoreProductListInput = z.input<typeof StoreProductListQuery>;

export const StoreProductList = z.object({
  items: z.array(StoreProductCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type StoreProductList = z.infer<typeof StoreProductList>;

/** A category of the home categories strip, with the brands shown on hover. */
export const StoreHomepageCategory = StoreCategory.extend({ brands: z.array(StoreBrandRef) });
export type StoreHomepageCategory = z.infer<typeof StoreHomepageCategory>;

/**
 * A home section with its data resolved (storefront §2 Home): `kind` is core's sectionRenderKind, `title`
 * is in the requested language. Product kinds (latest_products 6, offers, products*) carry `products`;
 * categories (6, with brands) and categories_* carry `categories`; banners and info blocks only `section`.
 */
export const StoreHomepageSection = z.object({
  section: HomepageSection,
  kind: z.enum([
    'hero_banner',
    'latest_products',
    'categories',
    'offers',
    'info',
    'products',
    'chosen_categories',
    'banner',
    'unknown',
  ]),
  title: z.string(),
  products: z.array(StoreProductCard),
  categories: z.array(StoreHomepageCategory),
});
export type StoreHomepageSection = z.infer<typeof StoreHomepageSection>;

export const StoreHomepage = z.object({
  /** Enabled sections sorted by display_order; the default layout when none is stored. */
  sections: z.array(StoreHomepageSection),
});
export type StoreHomepage = z.infer<typeof StoreHomepage>;

/** One page of the sitemap, language-neutral: the storefront writes it under / and /en. */
export const StoreSitemapEntry = z.object({
  /** Which of the sitemap's files lists it. */
  kind: z.enum(['page', 'category', 'brand', 'product']),
  /** The page's one Arabic address, e.g. /product/12 or /phones; the English one is /en + path. */
  path: z.string(),
  /** When anything the page shows last changed (for a product: its fields, prices or stock). */
  lastModified: IsoDateTime.nullable(),
});
export type StoreSitemapEntry = z.infer<typeof StoreSitemapEntry>;

/**
 * One item of the product feeds (Google Merchant Center, Meta catalogues): a variant, or a product without
 * variants. Prices are the catalogue's; the feed applies the product's discount with core's rule.
 */
export const StoreFeedItem = z.object({
  product_id: EntityId,
  /** null: the product has no variants and is the item itself. */
  variant_id: EntityId.nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string(),
  description_en: z.string().nullable(),
  variant_name: z.string().nullable(),
  variant_name_en: z.string().nullable(),
  /** The item's identifiers: the variant's, or the product's own for a product without variants. */
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  /** The variant's price, or the product's without variants; before the product's discount. */
  price: Dirhams,
  stock: z.number().int(),
  discount_type: z.enum(['percentage', 'fixed']).nullable(),
  discount_value: z.number().int(),
  image: z.string().nullable(),
  brand: z.string().nullable(),
  brand_en: z.string().nullable(),
  category: z.string().nullable(),
  category_en: z.string().nullable(),
  /** When anything the item shows last changed (its product's row or stock). */
  updated_at: IsoDateTime,
});
export type StoreFeedItem = z.infer<typeof StoreFeedItem>;

export const StoreIdParams = z.object({ id: IdParam });
export const StoreSectionParams = z.object({ id: rawText(200).min(1) });
