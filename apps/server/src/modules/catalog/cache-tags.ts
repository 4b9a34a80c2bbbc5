import type { StoreHomepageSection } from '@matjar/core';

// Targeted invalidation (docs/decisions/008-targeted-cache-invalidation.md): every cached catalogue answer and
// rendered page is tagged with the products it shows — a product's own page or answer, and every card of a
// list. A review, an order or a stock return announces its product ids (products_changed) and exactly the
// entries tagged with one of them go. The lists themselves (which products, in what order) depend only on
// fields staff edit (active, category, brand, offer flag, price, name, dates), never on stock or reviews; an
// edit of those announces catalog_changed and every entry goes.

export type CacheTags = readonly string[];

export const productTag = (id: number): string => `product:${id}`;

export const cardTags = (cards: readonly { id: number }[]): CacheTags =>
  cards.map((card) => productTag(card.id));

type ShownSection = Pick<StoreHomepageSection, 'products'>;

export const sectionTags = (section: ShownSection | null): CacheTags =>
  section ? cardTags(section.products) : [];

export const homepageTags = (homepage: { sections: readonly ShownSection[] }): CacheTags =>
  homepage.sections.flatMap(sectionTags);
