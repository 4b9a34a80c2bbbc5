import { describe, expect, it } from 'vitest';
import { wishlistCountFrom } from './wishlist-count.js';

describe('wishlist badge count', () => {
  it('counts wishlist entries', () => {
    expect(wishlistCountFrom('[{"id":1},{"id":2}]')).toBe(2);
    expect(wishlistCountFrom('{"id":1}')).toBe(0);
    expect(wishlistCountFrom(null)).toBe(0);
  });
});
