import { readLocalStorage, STORAGE_CHANGE_EVENT, writeLocalStorage } from '../../lib/browser-storage.js';
import { CART_SESSION_KEY } from './cart-count.js';
import {
  addToCart,
  CART_EXPIRY_KEY,
  parseCartSession,
  serializeCartSession,
  type AddToCartResult,
  type CartItem,
  type CartSession,
} from './cart-store.js';

/** The cart as stored in this browser now (empty on the server and when expired). */
export function loadCart(now = Date.now()): CartSession {
  return parseCartSession(readLocalStorage(CART_SESSION_KEY), readLocalStorage(CART_EXPIRY_KEY), now);
}

/** Adds to the stored cart and tells the header badge in this tab (other tabs hear the storage event). */
export function addToStoredCart(item: CartItem, quantity: number, now = Date.now()): AddToCartResult {
  const result = addToCart(loadCart(now), item, quantity, now);
  if (result.ok) {
    for (const [key, value] of Object.entries(serializeCartSession(result.session, now))) {
      writeLocalStorage(key, value);
    }
    window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
  }
  return result;
}
