// The sizes of the catalogue's lists and searches: plain values the storefront's pages read and the API's
// schemas bound their requests with. They live apart from the schemas so that a page reading one does not
// load zod (the storefront's build keeps zod off page loads).

/** Largest page of the product list. */
export const PRODUCT_PAGE_SIZE_MAX = 48;
/** Highest page number a product list takes; the storefront ignores a higher one. */
export const LIST_PAGE_MAX = 10_000;
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
/**
 * Orders of a product list. Every one puts products in stock before sold-out ones (a shopper browsing a shelf
 * looks for what can be bought); `newest` is the default, prices are the discounted price shown on the card
 * and `name` follows the list's `locale`.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Most ids one list request may name (wishlist, chosen products of a section). */
export const PRODUCT_IDS_MAX = 100;

/** Longest search text accepted; longer queries are refused (400), never silently cut. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_MAX = 48;
