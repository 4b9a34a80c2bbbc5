import { describe, expect, it } from 'vitest';
import { wishlistCountFrom } from '../wishlist/wishlist-count.js';
import { cartCountFrom } from './cart-count.js';

describe('header badge counts', () => {
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

  it('counts wishlist entries', () => {
    expect(wishlistCountFrom('[{"id":1},{"id":2}]')).toBe(2);
    expect(wishlistCountFrom('{"id":1}')).toBe(0);
    expect(wishlistCountFrom(null)).toBe(0);
  });
});
