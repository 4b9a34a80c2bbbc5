import { describe, expect, it } from 'vitest';
import {
  hasItem,
  parseWishlist,
  removeItem,
  toggleItem,
  toWishlistItem,
  type WishlistItem,
} from './wishlist-store.js';

const phone: WishlistItem = { id: 1, name: 'هاتف', name_en: 'Phone', price: 250_000, image: null, stock: 4 };
const laptop: WishlistItem = {
  id: 2,
  name: 'حاسوب',
  name_en: 'Laptop',
  price: 480_000,
  image: null,
  stock: 0,
};

describe('wishlist store', () => {
  it('reads nothing from missing, broken or non-list storage', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('{oops')).toEqual([]);
    expect(parseWishlist('{"id":1}')).toEqual([]);
  });

  it('drops entries a card cannot show and keeps each product once', () => {
    const raw = JSON.stringify([phone, { id: 'x', name: 'bad' }, { id: 3 }, phone, laptop]);
    expect(parseWishlist(raw).map((item) => item.id)).toEqual([1, 2]);
  });

  it('toggles a product in (newest first) and out again', () => {
    const once = toggleItem([laptop], phone);
    expect(once.map((item) => item.id)).toEqual([1, 2]);
    expect(hasItem(once, 1)).toBe(true);
    const twice = toggleItem(once, phone);
    expect(twice.map((item) => item.id)).toEqual([2]);
  });

  it('removes by id and leaves the rest', () => {
    expect(removeItem([phone, laptop], 2)).toEqual([phone]);
    expect(removeItem([phone], 9)).toEqual([phone]);
  });

  it('stores only the card fields and the first variant price', () => {
    const full = {
      ...phone,
      description: 'long text',
      variants: [{ price: 200_000, stock: 3 }, { price: 300_000 }],
    } as WishlistItem;
    const stored = toWishlistItem(full);
    expect(stored).not.toHaveProperty('description');
    expect(stored.variants).toEqual([{ price: 200_000 }]);
  });
});
