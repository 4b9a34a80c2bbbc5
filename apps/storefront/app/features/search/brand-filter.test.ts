import type { StoreProductCard } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { brandFacets, filterByBrand } from './brand-filter.js';

const brand = (id: number) => ({ id, name: `b${id}`, name_en: `B${id}`, icon: null });
const card = (id: number, brandId: number | null) =>
  ({ id, brand_id: brandId, brand: brandId === null ? null : brand(brandId) }) as StoreProductCard;

describe('search brand facets', () => {
  const items = [card(1, 2), card(2, 1), card(3, 2), card(4, null)];

  it('counts results per brand, most first', () => {
    expect(brandFacets(items).map((facet) => [facet.brand.id, facet.count])).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it('keeps one brand or everything', () => {
    expect(filterByBrand(items, 2).map((item) => item.id)).toEqual([1, 3]);
    expect(filterByBrand(items, null)).toHaveLength(4);
  });
});
