import { describe, expect, it } from 'vitest';
import './both-catalogs.js';
import { productCountText } from './product-count.js';

describe('productCountText', () => {
  it('uses the English singular and plural', () => {
    expect(productCountText('en', 0)).toBe('No products');
    expect(productCountText('en', 1)).toBe('One product');
    expect(productCountText('en', 2)).toBe('2 products');
    expect(productCountText('en', 1200)).toBe('1,200 products');
  });

  it('uses the Arabic forms with Arabic digits', () => {
    expect(productCountText('ar', 0)).toBe('لا توجد منتجات');
    expect(productCountText('ar', 1)).toBe('منتج واحد');
    expect(productCountText('ar', 2)).toBe('منتجان');
    expect(productCountText('ar', 5)).toBe('5 منتجات');
    expect(productCountText('ar', 23)).toBe('23 منتجًا');
    expect(productCountText('ar', 100)).toBe('100 منتج');
  });
});
