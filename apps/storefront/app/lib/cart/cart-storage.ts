import {
  readLocalStorage,
  removeLocalStorage,
  STORAGE_CHANGE_EVENT,
  writeLocalStorage,
} from '../browser-storage.js';
import { CART_SESSION_KEY } from './cart-count.js';
import { LEGACY_CART_KEY, migrateLegacyCart } from './cart-legacy.js';
import {
  addToCart,
  CART_EXPIRY_KEY,
  emptySession,
  parseCartSession,
  serializeCartSession,
  type AddToCartResult,
  type CartItem,
  type CartSession,
} from './cart-store.js';

function hasLiveSession(now: number): boolean {
  const expiry = Number(readLocalStorage(CART_EXPIRY_KEY));
  return readLocalStorage(CART_SESSION_KEY) !== null && Number.isFinite(expiry) && expiry > now;
}

/**
 * The cart as stored in this browser now (empty on the server and when expired). Storefront §4: an expired
 * session is cleared when read; with no session the legacy `cart` key is migrated into a new one and removed.
 * Both happen at most once, so calling this from a render snapshot is safe.
 */
export function loadCart(now = Date.now()): CartSession {
  if (typeof window === 'undefined') return emptySession(now);
  if (!hasLiveSession(now)) {
    if (readLocalStorage(CART_SESSION_KEY) !== null) {
      removeLocalStorage(CART_SESSION_KEY);
      removeLocalStorage(CART_EXPIRY_KEY);
    }
    const legacy = readLocalStorage(LEGACY_CART_KEY);
    if (legacy !== null) {
      const migrated = migrateLegacyCart(legacy, now);
      if (migrated) writeSession(migrated, now);
      removeLocalStorage(LEGACY_CART_KEY);
      if (migrated) return migrated;
    }
    return emptySession(now);
  }
  return parseCartSession(readLocalStorage(CART_SESSION_KEY), readLocalStorage(CART_EXPIRY_KEY), now);
}

function writeSession(session: CartSession, now: number): void {
  for (const [key, value] of Object.entries(serializeCartSession(session, now))) {
    writeLocalStorage(key, value);
  }
}

/** Persists a changed cart (a new 24-hour validity) and tells this tab; other tabs hear the storage event. */
export function saveCart(session: CartSession, now = Date.now()): void {
  writeSession(session, now);
  window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
}

/** Reads, changes and saves the stored cart; nothing is written when the change returns the same session. */
export function updateStoredCart(change: (session: CartSession, now: number) => CartSession): void {
  const now = Date.now();
  const before = loadCart(now);
  const after = change(before, now);
  if (after !== before) saveCart(after, now);
}

/** Adds to the stored cart (storefront §5 rules in addToCart). */
export function addToStoredCart(item: CartItem, quantity: number, now = Date.now()): AddToCartResult {
  const result = addToCart(loadCart(now), item, quantity, now);
  if (result.ok) saveCart(result.session, now);
  return result;
}

/** Empties the cart and ends its session (storefront §4 "Clearing empties the cart and the session"). */
export function clearCart(): void {
  removeLocalStorage(CART_SESSION_KEY);
  removeLocalStorage(CART_EXPIRY_KEY);
  window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
}
