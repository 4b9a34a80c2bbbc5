import { describe, expect, it } from 'vitest';
import { canonicalQuery, routeMeta } from './route-meta.js';

const shell = { loaderData: { origin: 'https://shop.qa' } };

describe('list pages name themselves', () => {
  it('keeps the page number and what the list is narrowed to, not its order', () => {
    expect(canonicalQuery('/products', '?brand=2&page=3&sort=price_asc')).toBe('?brand=2&page=3');
    expect(canonicalQuery('/en/phones', '?page=2&sort=name')).toBe('?page=2');
    expect(canonicalQuery('/products', '?sort=name')).toBe('');
    expect(canonicalQuery('/search', '?q=phone')).toBe('');
    expect(canonicalQuery('/products', undefined)).toBe('');
  });

  it('points canonical, og:url and both language twins at the page with its number', () => {
    const meta = routeMeta(
      { matches: [shell], location: { pathname: '/en/products', search: '?page=2&brand=4' } },
      () => ({ title: 'T', description: 'D' }),
    );
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.qa/en/products?brand=4&page=2',
    });
    expect(meta).toContainEqual({
      property: 'og:url',
      content: 'https://shop.qa/en/products?brand=4&page=2',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ar',
      href: 'https://shop.qa/products?brand=4&page=2',
    });
  });
});
