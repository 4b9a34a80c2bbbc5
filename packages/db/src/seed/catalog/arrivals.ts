import type { SeedProduct } from '../types.js';
import { SEED_CATEGORIES } from './categories.js';

/** Hours between two demo products' arrivals. */
const HOURS_BETWEEN_ARRIVALS = 5;
/** The newest product arrived a year ago: before every seeded order and review that names it. */
const NEWEST_ARRIVAL_HOURS_AGO = 365 * 24;

/**
 * When each demo product arrived, in hours before the seed's now, by position in the list given. Inserted in
 * one transaction they would all share one created_at, and "newest" would mean the last file's products (the
 * home page's latest row all cameras, /phones opening on its last phone). Each category's file lists its
 * flagships first: the first product of every category arrived most recently, then the second of every
 * category, and so on, so the newest products mix the categories and each shelf opens on its flagships.
 */
export function arrivalHoursAgo(products: readonly SeedProduct[]): number[] {
  const seenInCategory = new Map<number, number>();
  return products.map((product) => {
    const category = product.categories[0]!;
    const position = seenInCategory.get(category) ?? 0;
    seenInCategory.set(category, position + 1);
    const categoryOrder = SEED_CATEGORIES.findIndex((candidate) => candidate.id === category);
    const rank = position * SEED_CATEGORIES.length + categoryOrder;
    return NEWEST_ARRIVAL_HOURS_AGO + rank * HOURS_BETWEEN_ARRIVALS;
  });
}
