import { toQar, type StoreVariant } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../testing/test-product.js';
import { giftCardShelves } from './gift-card-shelves.js';

const brand = (id: number, name: string) => ({ id, name, name_en: name, icon: null });
const denomination = (id: number, value: number, stock = 500): StoreVariant => ({
  id,
  name: `${toQar(value)} ر.ق`,
  name_en: `${toQar(value)} QAR`,
  price: value,
  stock,
  sku: null,
  gtin: null,
  mpn: null,
  attributes: null,
  denomination: value,
});

describe('giftCardShelves', () => {
  it('groups the cards by brand in brand order, values lowest first, sold-out values marked', () => {
    const steam = testProduct({
      id: 5,
      brand: brand(33, 'Steam'),
      variants: [denomination(51, 20_000), denomination(50, 5_000, 0)],
    });
    const apple = testProduct({ id: 3, brand: brand(29, 'Apple'), variants: [denomination(30, 10_000)] });
    const appleMore = testProduct({ id: 4, brand: brand(29, 'Apple'), variants: [denomination(40, 50_000)] });
    const shelves = giftCardShelves([steam, apple, appleMore]);
    expect(shelves.map((shelf) => shelf.brand?.id)).toEqual([29, 33]);
    expect(shelves[0]!.cards.map((card) => card.id)).toEqual([3, 4]);
    expect(shelves[1]!.cards[0]!.denominations).toEqual([
      { variantId: 50, value: 5_000, soldOut: true },
      { variantId: 51, value: 20_000, soldOut: false },
    ]);
  });

  it('lists a card without variants at its price, and cards without a brand last', () => {
    const plain = testProduct({ id: 9, brand: null, price: 10_000, stock: 3 });
    const xbox = testProduct({ id: 7, brand: brand(31, 'Xbox'), variants: [denomination(70, 10_000)] });
    const shelves = giftCardShelves([plain, xbox]);
    expect(shelves.map((shelf) => shelf.brand?.id ?? null)).toEqual([31, null]);
    expect(shelves[1]!.cards[0]!.denominations).toEqual([{ variantId: null, value: 10_000, soldOut: false }]);
  });

  it('uses the price of a variant saved without a denomination', () => {
    const card = testProduct({
      brand: brand(29, 'Apple'),
      variants: [{ ...denomination(1, 0), price: 7_500, denomination: null }],
    });
    expect(giftCardShelves([card])[0]!.cards[0]!.denominations[0]!.value).toBe(7_500);
  });
});
