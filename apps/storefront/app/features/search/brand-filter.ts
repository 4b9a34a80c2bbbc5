import type { StoreBrandRef, StoreProductCard } from '@matjar/core';

export interface BrandFacet {
  brand: StoreBrandRef;
  count: number;
}

/** Brands among the results with how many results each has, most first (then by id, for a stable order). */
export function brandFacets(items: readonly StoreProductCard[]): BrandFacet[] {
  const byId = new Map<number, BrandFacet>();
  for (const item of items) {
    if (!item.brand) continue;
    const facet = byId.get(item.brand.id);
    if (facet) facet.count += 1;
    else byId.set(item.brand.id, { brand: item.brand, count: 1 });
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.brand.id - b.brand.id);
}

/** Results of one brand when ?brand= names one present in them; all results otherwise. */
export function filterByBrand(
  items: readonly StoreProductCard[],
  brandId: number | null,
): StoreProductCard[] {
  return brandId === null ? [...items] : items.filter((item) => item.brand_id === brandId);
}
