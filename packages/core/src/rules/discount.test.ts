import { describe, expect, it } from 'vitest';
import { applyDiscount, effectivePrice, lineProductDiscount, type DiscountFields } from './discount.js';

describe('effectivePrice (storefront §5 discount display)', () => {
  it.each<
    [
      string,
      DiscountFields,
      number | undefined,
      { base: number; final: number; hasDiscount: boolean; percentOff: number },
    ]
  >([
    [
      'no discount',
      { price: 100000 },
      undefined,
      { base: 100000, final: 100000, hasDiscount: false, percentOff: 0 },
    ],
    [
      'type none',
      { price: 100000, discount_type: 'none', discount_value: 10 },
      undefined,
      { base: 100000, final: 100000, hasDiscount: false, percentOff: 0 },
    ],
    [
      'percentage reduces by that percent',
      { price: 100000, discount_type: 'percentage', discount_value: 10 },
      undefined,
      { base: 100000, final: 90000, hasDiscount: true, percentOff: 10 },
    ],
    [
      'percentage rounds to whole riyals (D15)',
      { price: 263783, discount_type: 'percentage', discount_value: 10 },
      undefined,
      { base: 263783, final: 237400, hasDiscount: true, percentOff: 10 },
    ],
    [
      'percentage of a price in dirhams still ends on a whole riyal',
      { price: 999, discount_type: 'percentage', discount_value: 15 },
      undefined,
      { base: 999, final: 800, hasDiscount: true, percentOff: 20 },
    ],
    [
      'percentage over 100 is capped at free',
      { price: 5000, discount_type: 'percentage', discount_value: 150 },
      undefined,
      { base: 5000, final: 0, hasDiscount: true, percentOff: 100 },
    ],
    [
      'fixed subtracts the value',
      { price: 100000, discount_type: 'fixed', discount_value: 15000 },
      undefined,
      { base: 100000, final: 85000, hasDiscount: true, percentOff: 15 },
    ],
    [
      'fixed never below 0',
      { price: 5000, discount_type: 'fixed', discount_value: 9000 },
      undefined,
      { base: 5000, final: 0, hasDiscount: true, percentOff: 100 },
    ],
    [
      'zero value is no discount',
      { price: 5000, discount_type: 'fixed', discount_value: 0 },
      undefined,
      { base: 5000, final: 5000, hasDiscount: false, percentOff: 0 },
    ],
    [
      'negative value is no discount',
      { price: 5000, discount_type: 'percentage', discount_value: -5 },
      undefined,
      { base: 5000, final: 5000, hasDiscount: false, percentOff: 0 },
    ],
    [
      'discount of a free product does not apply',
      { price: 0, discount_type: 'fixed', discount_value: 100 },
      undefined,
      { base: 0, final: 0, hasDiscount: false, percentOff: 0 },
    ],
    [
      'first variant is the base on cards',
      {
        price: 100000,
        discount_type: 'percentage',
        discount_value: 20,
        variants: [{ price: 120000 }, { price: 150000 }],
      },
      undefined,
      { base: 120000, final: 96000, hasDiscount: true, percentOff: 20 },
    ],
    [
      'empty variant list falls back to the product price',
      { price: 100000, variants: [] },
      undefined,
      { base: 100000, final: 100000, hasDiscount: false, percentOff: 0 },
    ],
    [
      'chosen variant is the base on the product page',
      { price: 100000, discount_type: 'fixed', discount_value: 10000, variants: [{ price: 120000 }] },
      150000,
      { base: 150000, final: 140000, hasDiscount: true, percentOff: 7 },
    ],
  ])('%s', (_name, product, variantPrice, expected) => {
    expect(effectivePrice(product, variantPrice)).toEqual(expected);
  });
});

describe('applyDiscount: percentage discounts are whole riyals for display and charge alike (D15)', () => {
  it.each([
    ['10% off QAR 2,637.83 is QAR 2,374, not 2,374.05', 263783, 10, 237400],
    ['half a riyal rounds up: 10% off QAR 25 is QAR 23', 2500, 10, 2300],
    ['below half rounds down: 12% off QAR 4,199 is QAR 3,695', 419900, 12, 369500],
    ['a whole riyal price stays as is: 10% off QAR 1,000', 100000, 10, 90000],
    ['100% is free', 263783, 100, 0],
    ['over 100% is capped at free', 5000, 150, 0],
    ['rounding never makes a price free: 90% off QAR 1.50 is QAR 1', 150, 90, 100],
    ['rounding up to the base is no discount: 4% off QAR 10', 1000, 4, 1000],
    ['half a riyal up to the base is no discount: 5% off QAR 10', 1000, 5, 1000],
    ['a tiny price that cannot drop a whole riyal keeps its price', 50, 10, 50],
    ['a free product stays free', 0, 10, 0],
  ])('%s', (_name, base, percent, final) => {
    expect(applyDiscount(base, 'percentage', percent)).toBe(final);
  });

  it('never returns a price at or above the base with a discount', () => {
    for (let base = 0; base <= 3000; base += 7) {
      for (const percent of [1, 5, 10, 33, 50, 99]) {
        const final = applyDiscount(base, 'percentage', percent);
        expect(final).toBeLessThanOrEqual(base);
        if (final < base) expect(final % 100).toBe(0);
      }
    }
  });

  it('leaves fixed discounts to the dirham', () => {
    expect(applyDiscount(263783, 'fixed', 5000)).toBe(258783);
  });
});

describe('a line’s product discount (decision 027)', () => {
  it('is the list price less the charged price, per unit, times the quantity', () => {
    expect(lineProductDiscount({ list_price: 100_000, unit_price: 90_000, quantity: 3 })).toBe(30_000);
  });
  it('is 0 for a line charged at its list price (old lines are backfilled so)', () => {
    expect(lineProductDiscount({ list_price: 90_000, unit_price: 90_000, quantity: 2 })).toBe(0);
  });
  it('is never negative', () => {
    expect(lineProductDiscount({ list_price: 80_000, unit_price: 90_000, quantity: 1 })).toBe(0);
  });
});
