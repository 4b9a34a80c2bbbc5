import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { cartItemCount, decrement, increment, removeLine, setQuantity, syncStock } from './cart-lines.js';
import { lineLimit, type CartLine, type CartSession } from './cart-store.js';

const NOW = 1_700_000_000_000;
const LATER = NOW + 5_000;
const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 1,
  variantId: null,
  quantity: 2,
  name: 'سماعة',
  name_en: 'Headset',
  variantName: null,
  variantNameEn: null,
  image: null,
  price: 10_000,
  stock: 4,
  isGiftCard: false,
  ...overrides,
});
const phone = line();
const blue = line({ productId: 2, variantId: 21, quantity: 1, stock: 3 });
const session: CartSession = { cart: [phone, blue], lastUpdated: NOW };
const quantities = (s: CartSession) => s.cart.map((l) => [l.productId, l.variantId, l.quantity]);

describe('setQuantity', () => {
  it.each([
    [
      'sets a quantity within stock',
      3,
      [
        [1, null, 3],
        [2, 21, 1],
      ],
    ],
    [
      'caps at the stock',
      9,
      [
        [1, null, 4],
        [2, 21, 1],
      ],
    ],
    ['removes the line at 0', 0, [[2, 21, 1]]],
    ['removes the line below 0', -2, [[2, 21, 1]]],
    [
      'floors a fraction',
      2.7,
      [
        [1, null, 2],
        [2, 21, 1],
      ],
    ],
    ['removes on a non-number', Number.NaN, [[2, 21, 1]]],
  ])('%s', (_name, quantity, expected) => {
    expect(quantities(setQuantity(session, { productId: 1, variantId: null }, quantity, LATER))).toEqual(
      expected,
    );
  });

  it('stamps the change time and leaves the session alone when nothing changes', () => {
    expect(setQuantity(session, { productId: 1, variantId: null }, 3, LATER).lastUpdated).toBe(LATER);
    expect(setQuantity(session, { productId: 1, variantId: null }, 2, LATER)).toBe(session);
    expect(setQuantity(session, { productId: 7, variantId: null }, 2, LATER)).toBe(session);
  });

  it('tells a variant line from the same product without a variant', () => {
    expect(setQuantity(session, { productId: 2, variantId: null }, 3, LATER)).toBe(session);
  });
});

describe('increment and decrement', () => {
  it('raises by one and stops at the stock', () => {
    const up = increment(session, { productId: 1, variantId: null }, LATER);
    expect(quantities(up)[0]).toEqual([1, null, 3]);
    const full = increment(increment(up, { productId: 1, variantId: null }, LATER), phone, LATER);
    expect(quantities(full)[0]).toEqual([1, null, 4]);
  });

  it('lowers by one and removes a line holding 1', () => {
    expect(quantities(decrement(session, phone, LATER))[0]).toEqual([1, null, 1]);
    expect(quantities(decrement(session, blue, LATER))).toEqual([[1, null, 2]]);
  });
});

describe('remove, stock sync and count', () => {
  it('removes one line only', () => {
    expect(quantities(removeLine(session, blue, LATER))).toEqual([[1, null, 2]]);
    expect(removeLine(session, { productId: 9, variantId: null }, LATER)).toBe(session);
  });

  it('takes the server stock without touching quantities', () => {
    const synced = syncStock(session, [{ productId: 2, variantId: 21, available: 0 }], LATER);
    expect(synced.cart[1]).toMatchObject({ stock: 0, quantity: 1 });
    expect(syncStock(session, [{ productId: 1, variantId: null, available: 4 }], LATER)).toBe(session);
  });

  it('counts items, not lines', () => {
    expect(cartItemCount(session)).toBe(3);
    expect(cartItemCount({ cart: [], lastUpdated: NOW })).toBe(0);
  });
});

describe('caps on units (core: MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER)', () => {
  const plenty = line({ quantity: 1, stock: 1_000 });

  it('stops a line at the cap per line, however much is in stock', () => {
    let cart: CartSession = { cart: [plenty], lastUpdated: NOW };
    for (let i = 0; i < MAX_UNITS_PER_LINE + 5; i++) cart = increment(cart, plenty, LATER);
    expect(cart.cart[0]!.quantity).toBe(MAX_UNITS_PER_LINE);
    expect(setQuantity(cart, plenty, 50, LATER).cart[0]!.quantity).toBe(MAX_UNITS_PER_LINE);
    expect(lineLimit(cart, plenty, plenty.stock)).toEqual({ max: MAX_UNITS_PER_LINE, reason: 'line' });
  });

  it('stops a line where the order reaches its cap', () => {
    const full = line({ productId: 7, quantity: MAX_UNITS_PER_ORDER - 3, stock: 1_000 });
    const cart: CartSession = { cart: [full, plenty], lastUpdated: NOW };
    expect(setQuantity(cart, plenty, 9, LATER).cart[1]!.quantity).toBe(3);
    expect(lineLimit(cart, plenty, plenty.stock)).toEqual({ max: 3, reason: 'order' });
  });

  it('names the stock when the stock is what stops the line', () => {
    expect(lineLimit(session, phone, phone.stock)).toEqual({ max: 4, reason: 'stock' });
  });

  it('lets a line above the caps, saved before them, be lowered one step at a time', () => {
    const old = line({ quantity: MAX_UNITS_PER_LINE + 5, stock: 1_000 });
    const cart: CartSession = { cart: [old], lastUpdated: NOW };
    expect(decrement(cart, old, LATER).cart[0]!.quantity).toBe(MAX_UNITS_PER_LINE + 4);
    expect(increment(cart, old, LATER)).toBe(cart);
  });
});
