import { describe, expect, it } from 'vitest';
import { storefrontLinkTarget } from './storefront-links.js';

describe('storefrontLinkTarget (banner links point somewhere)', () => {
  it.each([
    ['', { kind: 'none' }],
    ['https://example.com/x', { kind: 'external' }],
    ['/', { kind: 'page', path: '/' }],
    ['/en', { kind: 'page', path: '/' }],
    ['/products?sort=new', { kind: 'page', path: '/products' }],
    ['/en/phones/', { kind: 'page', path: '/phones' }],
    ['/product/12', { kind: 'product', id: 12 }],
    ['/en/category/3', { kind: 'category', id: 3 }],
    ['/section/offers', { kind: 'section', id: 'offers' }],
    ['/prodcts', { kind: 'unknown' }],
    ['/product/abc', { kind: 'unknown' }],
    ['/product/12/x', { kind: 'unknown' }],
    ['phones', { kind: 'unknown' }],
  ] as const)('%j → %j', (link, target) => {
    expect(storefrontLinkTarget(link)).toEqual(target);
  });
});
