import type {
  DeliveryZones,
  Locale,
  StoreBrand,
  StoreCategory,
  StoreContactBody,
  StoreHomepage,
  StoreHomepageSection,
  StoreProductCard,
  StoreProductDetail,
  StoreProductList,
  StoreProductListInput,
  StoreReviewBody,
  StoreReviewCreated,
  StoreSearchResults,
  StoreSearchSuggestion,
  StoreFeedItem,
  StoreSitemapEntry,
  StorefrontSettings,
  TrustPagesText,
} from '@matjar/core';

/**
 * The host's side of the storefront contract. This file is what `@matjar/storefront` resolves to for types,
 * so the Fastify server can type its calls without importing react-router or the built bundle.
 */
export interface StorefrontSettingsService {
  /** Settings with defaults already applied; may be cached by the host. */
  get(): Promise<StorefrontSettings>;
  /** The trust pages' text staff wrote, '' where the built-in text shows (decision 031); cached like get(). */
  trustPages(): Promise<TrustPagesText>;
  /** The delivery zones checkout prices by (decision 032), for the delivery page's table; cached like get(). */
  deliveryZones?(): Promise<DeliveryZones>;
}

/**
 * The public catalogue, active products only, cached by the host per query and dropped on every process when
 * the catalogue or settings change. Unknown or inactive ids give null (the page answers 404); a bad list query
 * throws AppError('VALIDATION_FAILED') — parse URL params with StoreProductListQuery.safeParse first.
 */
export interface StorefrontCatalogService {
  /** Filters: brand, category (product_categories), ids, offers; sort; page, pageSize ≤ 48. */
  listProducts(query?: StoreProductListInput): Promise<StoreProductList>;
  getProduct(id: number): Promise<StoreProductDetail | null>;
  /** Up to 4 active products of the same category, excluding the product itself. */
  relatedProducts(id: number): Promise<StoreProductCard[]>;
  /** Every category with its count of active products. */
  listCategories(): Promise<StoreCategory[]>;
  getCategory(id: number): Promise<StoreCategory | null>;
  /** Brands having active products (in the category when given), with counts. */
  listBrands(categoryId?: number): Promise<StoreBrand[]>;
  /** Enabled home sections in order, each with its products or categories resolved, titles in `locale`. */
  homepage(locale: Locale): Promise<StoreHomepage>;
  /** One enabled section by its id (for /section/{id}); null when there is none. */
  section(id: string, locale: Locale): Promise<StoreHomepageSection | null>;
  /** Every product and category page at its one address, with lastmod, for the sitemap. */
  sitemapEntries(): Promise<StoreSitemapEntry[]>;
  /** One item per active variant (or product without variants), for the product feeds. */
  feedItems(): Promise<StoreFeedItem[]>;
}

/** Arabic-aware product search; blank text gives an empty list (the page redirects to /products). */
export interface StorefrontSearchService {
  search(q: string, limit?: number): Promise<StoreSearchResults>;
  /** At most 5, best first. */
  suggest(q: string): Promise<StoreSearchSuggestion[]>;
  /** Active products in stock that sold the most lately: what a search that found nothing offers. */
  bestSellers(): Promise<StoreProductCard[]>;
}

/** For form actions (progressive enhancement); the browser may also POST to /api/store/… directly. */
export interface StorefrontReviewsService {
  /**
   * Throws AppError('NOT_FOUND') for an unknown or inactive product. `locale` is the page's language: the
   * review is stored with it. The answer's status says whether it shows at once or waits for approval.
   */
  create(productId: number, body: StoreReviewBody, locale: Locale): Promise<StoreReviewCreated>;
}
export interface StorefrontContactService {
  /** `locale` is the page's language: the message is stored and e-mailed to the shop with it. */
  send(body: StoreContactBody, locale: Locale): Promise<{ id: number }>;
}

/** Passed by the host as the load context of every request; loaders read services from it, never over HTTP. */
// A type alias, not an interface, so it is assignable to React Router's index-signature AppLoadContext.
export type StorefrontContext = {
  services: {
    settings: StorefrontSettingsService;
    catalog: StorefrontCatalogService;
    search: StorefrontSearchService;
    reviews: StorefrontReviewsService;
    contact: StorefrontContactService;
  };
};

export type StorefrontRequestHandler = (request: Request, context: StorefrontContext) => Promise<Response>;

export type CreateStorefrontHandler = () => StorefrontRequestHandler;

/** Implemented by server/app.ts, built to build/server/index.js (the package's default export target). */
export declare const createStorefrontHandler: CreateStorefrontHandler;

/** Absolute path of build/client: the static assets to serve at the site root. */
export declare const clientBuildDir: string;
