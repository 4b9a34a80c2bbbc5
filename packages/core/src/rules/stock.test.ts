import { describe, expect, it } from 'vitest';
import { stockLevel, stockShownDiffers, variantLeftHint } from './stock.js';

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
