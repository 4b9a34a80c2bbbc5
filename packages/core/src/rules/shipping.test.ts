import { describe, expect, it } from 'vitest';
import { shippingFee } from './shipping.js';

// Dirhams: 500 QAR is 50000, 25 QAR is 2500.
describe('shippingFee (free from 500 QAR, else 25 QAR; decision 054)', () => {
  it.each([
    [0, true, 2500],
    [10000, true, 2500],
    [49999, true, 2500],
    [50000, true, 0], // 500 QAR or more: the one rule (qualifiesForFreeDelivery), as the policy page says
    [50001, true, 0],
    [120000, true, 0],
    [10000, false, 0], // gift cards only: nothing to ship
    [120000, false, 0],
  ])('subtotal %s dirhams, physical %s -> %s', (subtotal, hasPhysicalItems, fee) => {
    expect(shippingFee(subtotal, { hasPhysicalItems })).toBe(fee);
  });

  it('assumes physical goods by default', () => {
    expect(shippingFee(100)).toBe(2500);
  });
});
