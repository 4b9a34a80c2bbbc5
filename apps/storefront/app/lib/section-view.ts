import type { StoreHomepageSection } from '@matjar/core';

/** How one resolved home section is drawn; null when it has nothing to show. */
export type SectionView =
  | { type: 'hero'; fallback: boolean }
  | { type: 'banner' }
  | { type: 'products'; layout: 'strip' | 'grid'; viewAll: string }
  | { type: 'categories'; viewAll: string | null }
  | { type: 'info' }
  | null;

/**
 * The storefront §2 section types by the server's `kind` (core sectionRenderKind): the hero without pictures
 * shows the built-in welcome banner; other banners without pictures, product and category sections without
 * items, and unknown types are left out rather than drawn empty.
 */
export function sectionView({ section, kind, products, categories }: StoreHomepageSection): SectionView {
  const images = section.config.images ?? [];
  switch (kind) {
    case 'hero_banner':
      return { type: 'hero', fallback: images.length === 0 };
    case 'banner':
      return images.length > 0 ? { type: 'banner' } : null;
    case 'latest_products':
      return products.length > 0 ? { type: 'products', layout: 'strip', viewAll: '/products' } : null;
    case 'offers':
    case 'products':
      return products.length > 0
        ? { type: 'products', layout: 'grid', viewAll: `/section/${encodeURIComponent(section.id)}` }
        : null;
    case 'categories':
      return categories.length > 0 ? { type: 'categories', viewAll: '/categories' } : null;
    case 'chosen_categories':
      return categories.length > 0 ? { type: 'categories', viewAll: null } : null;
    case 'info':
      return { type: 'info' };
    default:
      return null;
  }
}
