import { describe, expect, it } from 'vitest';
import { brandProductsPath, categoryIdForShortcut, categoryPath } from './catalog-paths.js';

describe('catalog paths', () => {
  it('uses the fixed shortcuts of storefront §2 and /category/{id} otherwise', () => {
    expect(categoryPath(1)).toBe('/phones');
    expect(categoryPath(6)).toBe('/cameras');
    expect(categoryPath(7)).toBe('/gift-cards');
    expect(categoryPath(12)).toBe('/category/12');
  });
  it('reads a shortcut back to its category id', () => {
    expect(categoryIdForShortcut('/laptops')).toBe(3);
    expect(categoryIdForShortcut('/audio/')).toBe(5);
    expect(categoryIdForShortcut('/nothing')).toBeNull();
  });
  it('opens products with the brand preselected', () => {
    expect(brandProductsPath(4)).toBe('/products?brand=4');
  });
});
