import { lineLimit, sameLine, type CartLineKey, type CartSession } from './cart-store.js';

// Changes to lines already in the cart (storefront §4 Cart). Each returns a new session stamped `now`, or the
// same session object when nothing changed, so callers can skip writing storage.

/**
 * Sets a line's quantity: 0 or less removes it, more than its stock is lowered to the stock, and it never
 * grows past core's caps on units per line and per order (a line above them from an older cart can still be
 * lowered step by step).
 */
export function setQuantity(
  session: CartSession,
  key: CartLineKey,
  quantity: number,
  now: number,
): CartSession {
  const line = session.cart.find((candidate) => sameLine(candidate, key));
  if (!line) return session;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const stock = Math.max(0, Math.floor(line.stock));
  const next =
    wanted > line.quantity
      ? Math.max(line.quantity, Math.min(wanted, lineLimit(session, key, stock).max))
      : Math.min(wanted, stock);
  if (next <= 0) return removeLine(session, key, now);
  if (next === line.quantity) return session;
  return {
    cart: session.cart.map((candidate) => (candidate === line ? { ...line, quantity: next } : candidate)),
    lastUpdated: now,
  };
}

/** One more, never past the stock. */
export function increment(session: CartSession, key: CartLineKey, now: number): CartSession {
  const line = session.cart.find((candidate) => sameLine(candidate, key));
  return line ? setQuantity(session, key, line.quantity + 1, now) : session;
}

/** One fewer; on a line holding 1 the line goes. */
export function decrement(session: CartSession, key: CartLineKey, now: number): CartSession {
  const line = session.cart.find((candidate) => sameLine(candidate, key));
  return line ? setQuantity(session, key, line.quantity - 1, now) : session;
}

export function removeLine(session: CartSession, key: CartLineKey, now: number): CartSession {
  if (!session.cart.some((line) => sameLine(line, key))) return session;
  return { cart: session.cart.filter((line) => !sameLine(line, key)), lastUpdated: now };
}

/**
 * Takes the stock the server reported for each line (the cart quote's `available`), so the plus button stops
 * where the shop does. Quantities are left alone: lowering one is the shopper's choice, offered on the line.
 */
export function syncStock(
  session: CartSession,
  reported: readonly (CartLineKey & { available: number })[],
  now: number,
): CartSession {
  let changed = false;
  const cart = session.cart.map((line) => {
    const match = reported.find((entry) => sameLine(line, entry));
    if (!match || match.available === line.stock) return line;
    changed = true;
    return { ...line, stock: match.available };
  });
  return changed ? { cart, lastUpdated: now } : session;
}

/** Number of items, as the header badge shows it. */
export function cartItemCount(session: CartSession): number {
  return session.cart.reduce((sum, line) => sum + line.quantity, 0);
}
