import { describe, expect, it } from 'vitest';
import { adjustedStock } from './adjust-stock-draft';

describe('adjustedStock', () => {
  it.each([
    ['delta', '5', 15],
    ['delta', '+5', 15],
    ['delta', '-4', 6],
    ['delta', '−4', 6],
    ['delta', ' ٣ ', 13],
    ['delta', '-10', 0],
    ['set', '42', 42],
    ['set', '0', 0],
    ['set', '١٢', 12],
  ] as const)('from 10, %s %s gives %s', (mode, typed, stock) => {
    expect(adjustedStock(10, mode, typed)).toEqual({ stock });
  });

  it.each([
    ['delta', '', 'stockHistory.adjust.wholeNumber'],
    ['delta', '1.5', 'stockHistory.adjust.wholeNumber'],
    ['delta', 'abc', 'stockHistory.adjust.wholeNumber'],
    ['set', '-1', 'stockHistory.adjust.wholeNumber'],
    ['set', '+3', 'stockHistory.adjust.wholeNumber'],
    ['delta', '-11', 'stockHistory.adjust.belowZero'],
    ['delta', '0', 'stockHistory.adjust.noChange'],
    ['set', '10', 'stockHistory.adjust.noChange'],
  ] as const)('from 10, %s %j is refused (%s)', (mode, typed, problem) => {
    expect(adjustedStock(10, mode, typed)).toEqual({ problem });
  });
});
