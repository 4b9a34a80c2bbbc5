import { describe, expect, it } from 'vitest';
import { effectivePrice, type DiscountFields } from './discount.js';

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
      'percentage rounds to dirhams',
      { price: 999, discount_type: 'percentage', discount_value: 15 },
      undefined,
      { base: 999, final: 849, hasDiscount: true, percentOff: 15 },
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
