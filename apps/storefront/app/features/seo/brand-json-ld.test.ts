import { describe, expect, it } from 'vitest';
import { brandPageJsonLd } from './brand-json-ld.js';

describe("a brand page's structured data", () => {
  const productUrl = (id: number) => `https://shop.example/en/product/${id}`;

  it('is a CollectionPage about the brand by its Latin name, listing the page’s products in order', () => {
    const data = brandPageJsonLd({
      brand: { name: 'أبل', name_en: 'Apple' },
      name: 'Apple — Matjar',
      url: 'https://shop.example/en/brand/apple?page=2',
      list: { items: [{ id: 7 }, { id: 3 }] as never, page: 2, pageSize: 24 },
      productUrl,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      url: 'https://shop.example/en/brand/apple?page=2',
      about: { '@type': 'Brand', name: 'Apple', alternateName: 'أبل' },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 25, url: productUrl(7) },
          { '@type': 'ListItem', position: 26, url: productUrl(3) },
        ],
      },
    });
  });

  it('names a brand without a Latin name by its Arabic one, with no alternate', () => {
    const data = brandPageJsonLd({
      brand: { name: 'الوطنية', name_en: ' ' },
      name: 'الوطنية — متجر',
      url: 'https://shop.example/brand/brand-4',
      list: { items: [], page: 1, pageSize: 24 },
      productUrl,
    });
    expect(data.about).toEqual({ '@type': 'Brand', name: 'الوطنية' });
  });
});
