import { describe, expect, it } from 'vitest';
import { migrateLegacyCart } from './cart-legacy.js';

const NOW = 1_700_000_000_000;
const legacyPhone = {
  id: 5,
  quantity: 2,
  selectedVariantId: 51,
  selectedVariantName: '128 جيجابايت',
  price: 2499.5,
  stock: 4,
  name: 'آيفون',
  name_en: 'iPhone',
  image: '/uploads/p.webp',
  isGiftCard: false,
  brand: { id: 1 }, // extra product fields the old cart copied in
};

describe('legacy cart migration (storefront §4)', () => {
  it('turns the old array into a new session, prices from riyals to dirhams', () => {
    expect(migrateLegacyCart(JSON.stringify([legacyPhone]), NOW)).toEqual({
      lastUpdated: NOW,
      cart: [
        {
          productId: 5,
          variantId: 51,
          quantity: 2,
          name: 'آيفون',
          name_en: 'iPhone',
          variantName: '128 جيجابايت',
          variantNameEn: null,
          image: '/uploads/p.webp',
          price: 249_950,
          stock: 4,
          isGiftCard: false,
        },
      ],
    });
  });

  it('keeps gift cards flagged and lines without a variant apart', () => {
    const card = { id: 30, quantity: 1, price: 100, stock: 50, name: 'بطاقة', isGiftCard: true };
    const plain = { ...legacyPhone, selectedVariantId: undefined };
    const migrated = migrateLegacyCart(JSON.stringify([legacyPhone, plain, card]), NOW);
    expect(migrated?.cart.map((l) => [l.productId, l.variantId, l.isGiftCard])).toEqual([
      [5, 51, false],
      [5, null, false],
      [30, null, true],
    ]);
  });

  it('merges repeated lines up to their stock and drops unreadable or sold-out ones', () => {
    const raw = JSON.stringify([
      legacyPhone,
      { ...legacyPhone, quantity: 3 },
      { id: 'x', quantity: 1 },
      { id: 6, quantity: 0 },
      { id: 7, quantity: 1, stock: 0 },
      null,
    ]);
    expect(migrateLegacyCart(raw, NOW)?.cart.map((l) => [l.productId, l.quantity])).toEqual([[5, 4]]);
  });

  it.each([null, '', 'not json', '{"id":1}', '[]', '[{"id":"x"}]'])(
    'finds nothing to migrate in %j',
    (raw) => {
      expect(migrateLegacyCart(raw, NOW)).toBeNull();
    },
  );
});
