import type { StoreHomepageSection } from '@matjar/core';

// Targeted invalidation (docs/decisions/008-targeted-cache-invalidation.md): every cached catalogue answer and
// rendered page is tagged with the products it shows — a product's own page or answer, and every card of a
// list. A review, an order or a stock return announces its product ids (products_changed) and exactly the
// entries tagged with one of them go. Lists put products in stock first and related products and the latest
// row leave sold-out ones out, so a list also carries STOCK_ORDER_TAG: when a product sells out or
// comes back, the announcement says so (`reordered`) and every list goes, also those not showing it. Other
// fields lists depend on (active, category, brand, offer flag, price, name, dates) are staff edits, which
// announce catalog_changed and empty everything.

export type CacheTags = readonly string[];

export const productTag = (id: number): string => `product:${id}`;

/** Carried by every list whose members or order depend on which products are in stock. */
export const STOCK_ORDER_TAG = 'stock-order';

export const cardTags = (cards: readonly { id: number }[]): CacheTags =>
  cards.map((card) => productTag(card.id));

/** A product list's tags: its cards, and the stock order it was sorted by. */
export const listTags = (cards: readonly { id: number }[]): CacheTags => [
  ...cardTags(cards),
  STOCK_ORDER_TAG,
];

/**
 * The sitemap's entries and the product feeds' items: their lastmod, prices and stock follow every product
 * change, stock movements included.
 */
export const SITEMAP_TAG = 'sitemap';

/**
 * What a products_changed announcement drops: the products' entries, the sitemap's, and every list when stock
 * reordered.
 */
export const changedTags = (productIds: readonly number[], reordered: boolean): CacheTags => [
  ...productIds.map(productTag),
  SITEMAP_TAG,
  ...(reordered ? [STOCK_ORDER_TAG] : []),
];

type ShownSection = Pick<StoreHomepageSection, 'products'>;

// A section's products come from lists (latest, offers, chosen products in stock order), so it is one too.
export const sectionTags = (section: ShownSection | null): CacheTags =>
  section ? listTags(section.products) : [];

export const homepageTags = (homepage: { sections: readonly ShownSection[] }): CacheTags => [
  ...homepage.sections.flatMap((section) => cardTags(section.products)),
  STOCK_ORDER_TAG,
];
