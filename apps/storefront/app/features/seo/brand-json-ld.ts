import type { StoreBrand, StoreProductList } from '@matjar/core';

type JsonLd = Record<string, unknown>;

export interface BrandJsonLdInput {
  brand: Pick<StoreBrand, 'name' | 'name_en'>;
  /** The page's title in its language. */
  name: string;
  /** The page's canonical address (with its page number past the first). */
  url: string;
  list: Pick<StoreProductList, 'items' | 'page' | 'pageSize'>;
  /** A product's absolute address. */
  productUrl: (id: number) => string;
}

/**
 * schema.org for a brand's page: a CollectionPage about the Brand (its Latin name, the Arabic one as
 * alternateName, as the product pages name it), whose main entity is the ItemList of the products this page
 * shows, numbered across pages (the second page of 24 starts at 25).
 */
export function brandPageJsonLd({ brand, name, url, list, productUrl }: BrandJsonLdInput): JsonLd {
  const latin = brand.name_en.trim() || brand.name;
  const first = (list.page - 1) * list.pageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url,
    about: {
      '@type': 'Brand',
      name: latin,
      ...(latin !== brand.name ? { alternateName: brand.name } : {}),
    },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: list.items.length,
      itemListElement: list.items.map((item, index) => ({
        '@type': 'ListItem',
        position: first + index + 1,
        url: productUrl(item.id),
      })),
    },
  };
}
