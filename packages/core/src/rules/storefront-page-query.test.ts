import { describe, expect, it } from 'vitest';
import { languageNeutralPath } from './locale.js';
import {
  pageQueryString,
  searchText,
  storefrontPageParameterNames,
  storefrontPageQuery,
} from './storefront-page-query.js';

const canonical = (path: string, query: string) =>
  pageQueryString(storefrontPageQuery(path, new URLSearchParams(query)));

describe('storefront page queries', () => {
  it.each([
    // Campaign tags and parameters no page reads are no part of a page.
    ['/product/12', 'utm_source=ig&fbclid=x&gclid=y&ttclid=z&ScCid=1&msclkid=2&q=phone', ''],
    ['/en/product/12', 'variant=34&utm_source=restock-mail&variant=35', '?variant=34'],
    ['/product/12', 'variant=x', ''],
    ['/', 'page=2&sort=name', ''],
    ['/gift-cards', 'sort=name&page=2', ''],
    ['/track', 't=secret-token', ''],
    // The list reads its filters, in one order, first value wins, defaults and bad values left out.
    ['/products', 'utm_source=x&sort=name&category=3&brand=7&page=2', '?brand=7&category=3&page=2&sort=name'],
    ['/en/products', 'sort=price_asc&sort=name', '?sort=price_asc'],
    ['/products', 'page=1&sort=newest&brand=007&category=1e3', ''],
    ['/products', 'page=10000', '?page=10000'],
    ['/products', 'page=10001&brand=2147483648', ''],
    ['/phones', 'sort=price_desc&page=3&brand=2', '?page=3&sort=price_desc'],
    ['/en/category/9', 'sort=name', '?sort=name'],
    // A brand's page reads what a category's does.
    ['/en/brand/apple', 'page=2&sort=name&brand=3&utm_source=x', '?page=2&sort=name'],
    // The categories browser: a brand only with a category, pages only with a brand.
    ['/categories', 'brand=5&page=2', ''],
    ['/categories', 'category=3&page=2', '?category=3'],
    ['/categories', 'category=3&brand=all&page=2', '?brand=all&category=3&page=2'],
    // Search: the text as the page reads it.
    ['/search', 'q=%20iphone%20%20&brand=4&page=2', '?brand=4&q=iphone'],
    ['/search', 'q=%00', ''],
    // A client-side navigation's data request reads what its page reads, and names its loaders.
    [
      '/products.data',
      'sort=name&utm_source=x&_routes=routes%2Fproducts',
      '?_routes=routes%2Fproducts&sort=name',
    ],
    ['/en/category/9.data', 'page=2&fbclid=1', '?page=2'],
    ['/_root.data', 'page=2&_routes=root,routes/home', '?_routes=root%2Croutes%2Fhome'],
    ['/track.data', 't=secret&_routes=%3Cscript%3E', ''],
  ])('%s?%s → %s', (path, query, expected) => {
    expect(canonical(path, query)).toBe(expected);
  });

  it('reads a raw query string alike, without parsing one that names none of the page parameters', () => {
    expect(storefrontPageQuery('/products', 'utm_source=x&sort=name&page=2')).toEqual([
      ['page', '2'],
      ['sort', 'name'],
    ]);
    expect(storefrontPageQuery('/product/9', 'utm_source=ig&fbclid=1')).toEqual([]);
    expect(storefrontPageQuery('/product/9', 'fbclid=1&variant=4')).toEqual([['variant', '4']]);
    expect(storefrontPageQuery('/products.data', '_routes=products')).toEqual([['_routes', 'products']]);
  });

  it('reads the search text as the search does', () => {
    expect(searchText('  سماعة  ')).toBe('سماعة');
    expect(searchText('a'.repeat(250))).toHaveLength(200);
    expect(searchText('x\uD83D')).toBe('x');
  });

  it('names a page the same in both languages', () => {
    expect(languageNeutralPath('/en')).toBe('/');
    expect(languageNeutralPath('/en/products')).toBe('/products');
    expect(languageNeutralPath('/english')).toBe('/english');
  });

  it('names the parameters each page reads, for both languages', () => {
    expect(storefrontPageParameterNames('/en/products')).toEqual(['brand', 'category', 'sort', 'page']);
    expect(storefrontPageParameterNames('/brand/apple')).toEqual(['sort', 'page']);
    expect(storefrontPageParameterNames('/product/3')).toEqual(['variant']);
    expect(storefrontPageParameterNames('/support')).toEqual([]);
  });
});
