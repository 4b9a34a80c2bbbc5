import { CART_TTL_MS, MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { cartCountFrom } from './cart-count.js';
import {
  addToCart,
  parseCartSession,
  quantityInCart,
  serializeCartSession,
  type CartItem,
  type CartSession,
} from './cart-store.js';

const NOW = 1_700_000_000_000;
const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 5,
  variantId: 51,
  name: 'آيفون',
  name_en: 'iPhone',
  variantName: '128 جيجابايت',
  variantNameEn: '128 GB',
  image: null,
  price: 250_000,
  stock: 3,
  isGiftCard: false,
  ...overrides,
});
const empty: CartSession = { cart: [], lastUpdated: NOW };

function added(session: CartSession, what: CartItem, quantity = 1): CartSession {
  const result = addToCart(session, what, quantity, NOW);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.session;
}

describe('add to cart', () => {
  it('adds a new line and raises it by one on the next add', () => {
    const once = added(empty, item());
    expect(once.cart).toHaveLength(1);
    expect(quantityInCart(once, item())).toBe(1);
    expect(quantityInCart(added(once, item()), item())).toBe(2);
  });

  it('keeps variants of one product apart', () => {
    const session = added(added(empty, item()), item({ variantId: 52 }));
    expect(session.cart).toHaveLength(2);
  });

  it('refuses an item without stock', () => {
    expect(addToCart(empty, item({ stock: 0 }), 1, NOW)).toEqual({ ok: false, reason: 'out_of_stock' });
    expect(addToCart(empty, item({ stock: Number.NaN }), 1, NOW)).toEqual({
      ok: false,
      reason: 'out_of_stock',
    });
  });

  it('refuses with the available count when the line already holds all the stock', () => {
    const full = added(empty, item(), 3);
    expect(addToCart(full, item(), 1, NOW)).toEqual({ ok: false, reason: 'stock_limit', available: 3 });
  });

  it('caps a larger quantity at the stock', () => {
    const result = addToCart(added(empty, item()), item(), 5, NOW);
    expect(result).toMatchObject({ ok: true, quantity: 3 });
  });
});

describe('stored cart session', () => {
  it('round-trips through the two storage keys and feeds the header badge', () => {
    const session = added(empty, item(), 2);
    const stored = serializeCartSession(session, NOW);
    expect(stored.session_expiry).toBe(String(NOW + CART_TTL_MS));
    expect(cartCountFrom(stored.user_session ?? null)).toBe(2);
    expect(parseCartSession(stored.user_session ?? null, stored.session_expiry ?? null, NOW + 1)).toEqual(
      session,
    );
  });

  it('forgets a cart 24 hours after its last change (storefront §9, D10)', () => {
    const stored = serializeCartSession(added(empty, item()), NOW);
    const read = (at: number) =>
      parseCartSession(stored.user_session ?? null, stored.session_expiry ?? null, at).cart;
    const day = 24 * 60 * 60 * 1000;
    expect(read(NOW + day - 1)).toHaveLength(1);
    expect(read(NOW + day)).toEqual([]);
  });

  it('reads lines stored before isGiftCard existed as not gift cards', () => {
    const { isGiftCard: _dropped, ...old } = { ...item(), quantity: 1 };
    const raw = JSON.stringify({ cart: [old, { ...item({ productId: 9, isGiftCard: true }), quantity: 2 }] });
    const lines = parseCartSession(raw, String(NOW + 1000), NOW).cart;
    expect(lines.map((line) => line.isGiftCard)).toEqual([false, true]);
  });

  it.each([
    [null, null],
    ['not json', String(NOW + 1000)],
    ['{"cart":"x"}', String(NOW + 1000)],
    ['{"cart":[]}', null],
  ])('treats %j (expiry %j) as empty', (raw, expiry) => {
    expect(parseCartSession(raw, expiry, NOW).cart).toEqual([]);
  });
});

describe('addToCart and the caps on units', () => {
  it('adds up to the cap per line and then refuses, naming the cap', () => {
    const plenty = item({ stock: 1_000 });
    const result = addToCart(empty, plenty, MAX_UNITS_PER_LINE + 3, NOW);
    expect(result).toMatchObject({ ok: true, quantity: MAX_UNITS_PER_LINE });
    const again = addToCart((result as { session: CartSession }).session, plenty, 1, NOW);
    expect(again).toEqual({
      ok: false,
      reason: 'quantity_limit',
      limit: { max: MAX_UNITS_PER_LINE, reason: 'line' },
    });
  });

  it('refuses a new line when the order is full', () => {
    let session = empty;
    for (let i = 0; i < MAX_UNITS_PER_ORDER / MAX_UNITS_PER_LINE; i++) {
      session = added(session, item({ productId: 100 + i, stock: 1_000 }), MAX_UNITS_PER_LINE);
    }
    expect(addToCart(session, item({ productId: 99, stock: 1_000 }), 1, NOW)).toEqual({
      ok: false,
      reason: 'quantity_limit',
      limit: { max: 0, reason: 'order' },
    });
  });
});
