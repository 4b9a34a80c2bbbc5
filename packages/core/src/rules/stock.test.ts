import { describe, expect, it } from 'vitest';
import { isSoldOut, productSoldOut, stockLevel, stockShownDiffers, variantLeftHint } from './stock.js';

describe('stockLevel (storefront §8: out at 0, low under 3)', () => {
  it.each([
    [0, 'out'],
    [-2, 'out'],
    [null, 'out'],
    [undefined, 'out'],
    [1, 'low'],
    [2, 'low'],
    [3, 'in'],
    [40, 'in'],
  ] as const)('stock %s → %s', (stock, level) => expect(stockLevel(stock)).toBe(level));
});

describe('isSoldOut', () => {
  it.each([
    [0, true],
    [-1, true],
    [null, true],
    [undefined, true],
    [1, false],
    [40, false],
  ] as const)('stock %s → %s', (stock, soldOut) => expect(isSoldOut(stock)).toBe(soldOut));
});

describe('productSoldOut', () => {
  const variants = (...stocks: number[]) => stocks.map((stock) => ({ stock }));
  it.each([
    ['no variants, none left', { stock: 0, variants: [] }, true],
    ['no variants, some left', { stock: 3, variants: [] }, false],
    ['every variant sold out', { stock: 0, variants: variants(0, 0) }, true],
    ['one variant left', { stock: 2, variants: variants(0, 2) }, false],
    ['variants decide, not a stale product stock', { stock: 5, variants: variants(0) }, true],
  ])('%s', (_case, product, soldOut) => expect(productSoldOut(product)).toBe(soldOut));
});

describe('variantLeftHint (only N left under 5)', () => {
  it.each([
    [0, null],
    [1, 1],
    [4, 4],
    [5, null],
    [90, null],
  ])('stock %s → %s', (stock, hint) => expect(variantLeftHint(stock)).toBe(hint));
});

describe('stockShownDiffers', () => {
  it.each([
    [10, 9, false],
    [6, 5, false],
    [5, 4, true],
    [4, 3, true],
    [3, 2, true],
    [2, 1, true],
    [1, 0, true],
    [0, 3, true],
    [0, -1, false],
    [0, 12, true],
    [4, 4, false],
  ])('%s → %s: %s', (before, after, differs) => expect(stockShownDiffers(before, after)).toBe(differs));
});
