import {
  CART_TTL_MS,
  isSoldOut,
  MAX_UNITS_PER_LINE,
  maxUnitsForLine,
  type StoreCreateOrderItem,
} from '@matjar/core';
import { CART_SESSION_KEY } from './cart-count.js';

// The shopper's cart in local storage (D10): shared by every tab, valid for 24 hours after the last change.
// A convenience only: checkout sends ids and quantities and the server decides prices and stock (principle 1).

/** Local-storage key holding the epoch milliseconds after which the stored cart is void. */
export const CART_EXPIRY_KEY = 'session_expiry';

export interface CartLine {
  productId: number;
  /** null for products without variants. */
  variantId: number | null;
  quantity: number;
  name: string;
  name_en: string | null;
  variantName: string | null;
  variantNameEn: string | null;
  image: string | null;
  /** Unit price after the product's discount, integer dirhams: a preview, the server recomputes it. */
  price: number;
  /** Stock when the line was last added to, the ceiling of `quantity`. */
  stock: number;
  /** A digital gift card (category 7): no shipping, no cash on delivery. Lines stored before it count as false. */
  isGiftCard: boolean;
}

export interface CartSession {
  cart: CartLine[];
  /** Epoch milliseconds of the last change. */
  lastUpdated: number;
}

export type CartItem = Omit<CartLine, 'quantity'>;

/** A line's identity: product plus variant (no variant is a line of its own). */
export type CartLineKey = Pick<CartLine, 'productId' | 'variantId'>;

export type AddToCartResult =
  | { ok: true; session: CartSession; quantity: number }
  | { ok: false; reason: 'out_of_stock' }
  | { ok: false; reason: 'stock_limit'; available: number }
  | { ok: false; reason: 'quantity_limit'; limit: LineLimit };

/**
 * How far a line may grow and what stops it: the stock, or core's caps on unpaid orders (units per line, units
 * per order) that create-order enforces; the cart stops there first so the shopper is told before checkout.
 */
export interface LineLimit {
  max: number;
  reason: 'stock' | 'line' | 'order';
}

export const emptySession = (now: number): CartSession => ({ cart: [], lastUpdated: now });

export const sameLine = (line: CartLineKey, item: CartLineKey) =>
  line.productId === item.productId && line.variantId === item.variantId;

/** The stored session, or an empty one when it is missing, unreadable or past its expiry. */
export function parseCartSession(raw: string | null, expiryRaw: string | null, now: number): CartSession {
  const expiry = Number(expiryRaw);
  if (!raw || !Number.isFinite(expiry) || expiry <= now) return emptySession(now);
  try {
    const session = JSON.parse(raw) as Partial<CartSession> | null;
    if (!session || !Array.isArray(session.cart)) return emptySession(now);
    const cart = session.cart
      .filter(
        (line): line is CartLine =>
          typeof line?.productId === 'number' &&
          Number.isSafeInteger(line.quantity) &&
          line.quantity > 0 &&
          (line.variantId === null || typeof line.variantId === 'number'),
      )
      .map((line) => ({ ...line, isGiftCard: line.isGiftCard === true }));
    return { cart, lastUpdated: typeof session.lastUpdated === 'number' ? session.lastUpdated : now };
  } catch {
    return emptySession(now);
  }
}

/** The lines as the quote and create-order take them: ids and quantities only (principle 1). */
export function quoteItems(lines: readonly CartLine[]): StoreCreateOrderItem[] {
  return lines.map((line) => ({
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: line.quantity,
  }));
}

/** Quantity of one product (and variant) already in the cart. */
export function quantityInCart(
  session: CartSession,
  item: Pick<CartLine, 'productId' | 'variantId'>,
): number {
  return session.cart.find((line) => sameLine(line, item))?.quantity ?? 0;
}

/** The limit of the line `key` (which may not be in the cart yet) whose stock is `stock`. */
export function lineLimit(session: CartSession, key: CartLineKey, stock: number): LineLimit {
  const others = session.cart.reduce((sum, line) => (sameLine(line, key) ? sum : sum + line.quantity), 0);
  const inStock = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  const max = maxUnitsForLine(others, inStock);
  if (max === inStock) return { max, reason: 'stock' };
  return { max, reason: max === MAX_UNITS_PER_LINE ? 'line' : 'order' };
}

/**
 * Adds `quantity` of an item (storefront §5 Add to cart): refused when the stock is 0 or missing, refused with
 * the available count when the line already holds all of it, refused with the cap when the line or the order
 * is at one, otherwise raised up to the lowest of these.
 */
export function addToCart(
  session: CartSession,
  item: CartItem,
  quantity: number,
  now: number,
): AddToCartResult {
  const stock = Number.isFinite(item.stock) ? Math.max(0, Math.floor(item.stock)) : 0;
  if (isSoldOut(stock)) return { ok: false, reason: 'out_of_stock' };
  const current = quantityInCart(session, item);
  if (current >= stock) return { ok: false, reason: 'stock_limit', available: stock };
  const limit = lineLimit(session, item, stock);
  if (current >= limit.max) return { ok: false, reason: 'quantity_limit', limit };
  const next = Math.min(current + Math.max(1, Math.floor(quantity)), limit.max);
  const line: CartLine = { ...item, stock, quantity: next };
  const cart = current
    ? session.cart.map((existing) => (sameLine(existing, item) ? line : existing))
    : [...session.cart, line];
  return { ok: true, session: { cart, lastUpdated: now }, quantity: next };
}

/** The two local-storage values that hold a session, the expiry 24 hours after this change. */
export function serializeCartSession(session: CartSession, now: number): Record<string, string> {
  return {
    [CART_SESSION_KEY]: JSON.stringify(session),
    [CART_EXPIRY_KEY]: String(now + CART_TTL_MS),
  };
}
