import { CART_TTL_MS } from '@matjar/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_CHANGE_EVENT } from '../browser-storage.js';
import { clearCart, loadCart, updateStoredCart } from './cart-storage.js';
import { setQuantity } from './cart-lines.js';

const NOW = 1_700_000_000_000;
let store: Map<string, string>;
let changes: number;

beforeEach(() => {
  store = new Map();
  changes = 0;
  const target = new EventTarget();
  target.addEventListener(STORAGE_CHANGE_EVENT, () => changes++);
  vi.stubGlobal(
    'window',
    Object.assign(target, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const legacy = JSON.stringify([{ id: 3, quantity: 2, price: 10, stock: 5, name: 'كابل' }]);

describe('stored cart session', () => {
  it('migrates the legacy cart into a new 24-hour session once and removes the legacy key', () => {
    store.set('cart', legacy);
    expect(loadCart(NOW).cart).toMatchObject([{ productId: 3, quantity: 2, price: 1000 }]);
    expect(store.has('cart')).toBe(false);
    expect(store.get('session_expiry')).toBe(String(NOW + CART_TTL_MS));
    expect(loadCart(NOW + 1).cart).toHaveLength(1);
  });

  it('leaves the legacy cart alone while a live session exists', () => {
    store.set('user_session', JSON.stringify({ cart: [], lastUpdated: NOW }));
    store.set('session_expiry', String(NOW + 1000));
    store.set('cart', legacy);
    expect(loadCart(NOW).cart).toEqual([]);
    expect(store.has('cart')).toBe(true);
  });

  it('clears an expired session when it is read', () => {
    store.set('user_session', JSON.stringify({ cart: [{ productId: 1, variantId: null, quantity: 1 }] }));
    store.set('session_expiry', String(NOW));
    expect(loadCart(NOW).cart).toEqual([]);
    expect(store.has('user_session')).toBe(false);
    expect(store.has('session_expiry')).toBe(false);
  });

  it('saves a change with a renewed expiry and tells the tab; writes nothing when nothing changed', () => {
    store.set('cart', legacy);
    updateStoredCart((session, now) => setQuantity(session, { productId: 3, variantId: null }, 4, now));
    expect(loadCart().cart[0]?.quantity).toBe(4);
    expect(changes).toBe(1);
    updateStoredCart((session, now) => setQuantity(session, { productId: 3, variantId: null }, 4, now));
    expect(changes).toBe(1);
  });

  it('clearing empties the cart and the session', () => {
    store.set('cart', legacy);
    loadCart(NOW);
    clearCart();
    expect(store.has('user_session')).toBe(false);
    expect(loadCart().cart).toEqual([]);
    expect(changes).toBe(1);
  });
});
