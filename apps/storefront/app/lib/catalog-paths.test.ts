import { describe, expect, it } from 'vitest';
import { categoryIdForShortcut, categoryPath } from './catalog-paths.js';

describe('catalog paths', () => {
  it('uses the fixed shortcuts of storefront §2 and /category/{id} otherwise', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(categoryPath)).toEqual([
      '/phones',
      '/tablets',
      '/laptops',
      '/accessories',
      '/audio',
      '/cameras',
      '/gift-cards',
      '/category/8',
    ]);
    expect(categoryPath(12)).toBe('/category/12');
  });
  it('reads a shortcut back to its category id', () => {
    expect(categoryIdForShortcut('/laptops')).toBe(3);
    expect(categoryIdForShortcut('/audio/')).toBe(5);
    expect(categoryIdForShortcut('/nothing')).toBeNull();
  });
});
