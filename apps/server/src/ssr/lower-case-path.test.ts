import { describe, expect, it } from 'vitest';
import { lowerCaseLocation } from './lower-case-path.js';

describe('lower-case page addresses', () => {
  it('sends a mixed-case path to its lower-case spelling, the query as written', () => {
    expect(lowerCaseLocation('/Products')).toBe('/products');
    expect(lowerCaseLocation('/PRODUCT/1')).toBe('/product/1');
    expect(lowerCaseLocation('/EN/products?brand=2&utm_source=Insta')).toBe(
      '/en/products?brand=2&utm_source=Insta',
    );
  });

  it('leaves lower-case paths, capitals in the query and percent escapes alone', () => {
    expect(lowerCaseLocation('/products')).toBeNull();
    expect(lowerCaseLocation('/search?q=iPhone')).toBeNull();
    expect(lowerCaseLocation('/pages/%D8%A7')).toBeNull();
    expect(lowerCaseLocation('/X/%D8%A7')).toBe('/x/%D8%A7');
  });

  it('never answers a Location that leaves the shop', () => {
    expect(lowerCaseLocation('//Evil.example/x')).toBeNull();
    expect(lowerCaseLocation('/\\Evil.example')).toBeNull();
  });
});
