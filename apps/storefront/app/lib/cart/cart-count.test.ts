import { describe, expect, it } from 'vitest';
import { cartCountFrom } from './cart-count.js';

describe('cart badge count', () => {
  it('sums cart quantities from the stored session', () => {
    expect(cartCountFrom(JSON.stringify({ cart: [{ quantity: 2 }, { quantity: 1 }], lastUpdated: 1 }))).toBe(
      3,
    );
  });

  it.each([null, '', 'not json', '{}', '{"cart":"x"}', '{"cart":[{"quantity":-1},{"quantity":"2"}]}'])(
    'treats %j as an empty cart',
    (raw) => {
      expect(cartCountFrom(raw)).toBe(0);
    },
  );
});
