import { isSoldOut, toDirhams } from '@matjar/core';
import { sameLine, type CartLine, type CartSession } from './cart-store.js';

/** Local-storage key of the cart the earlier shop kept (a plain array of product-like items). */
export const LEGACY_CART_KEY = 'cart';

interface LegacyCartItem {
  id?: unknown;
  quantity?: unknown;
  selectedVariantId?: unknown;
  selectedVariantName?: unknown;
  price?: unknown;
  stock?: unknown;
  name?: unknown;
  name_en?: unknown;
  image?: unknown;
  isGiftCard?: unknown;
}

const positiveInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function toLine(item: LegacyCartItem): CartLine | null {
  const productId = positiveInteger(item.id);
  const quantity = positiveInteger(item.quantity);
  if (productId === null || quantity === null) return null;
  // An unknown stock keeps what was asked for; the cart quote revalidates every line against the shop.
  const stock =
    typeof item.stock === 'number' && Number.isFinite(item.stock) ? Math.floor(item.stock) : quantity;
  if (isSoldOut(stock)) return null;
  const variantId = positiveInteger(Number(item.selectedVariantId));
  return {
    productId,
    variantId,
    quantity: Math.min(quantity, stock),
    name: text(item.name) ?? '',
    name_en: text(item.name_en),
    variantName: variantId === null ? null : text(item.selectedVariantName),
    variantNameEn: null,
    image: text(item.image),
    // The earlier shop kept riyals; ours are dirhams. Only a preview: the server prices every line.
    price: typeof item.price === 'number' && item.price >= 0 ? toDirhams(item.price) : 0,
    stock,
    isGiftCard: item.isGiftCard === true,
  };
}

/**
 * Storefront §4: with no cart session, the legacy local cart becomes a new session (lines it cannot read are
 * dropped, repeated lines merged up to their stock). Null when there is nothing usable to migrate.
 */
export function migrateLegacyCart(raw: string | null, now: number): CartSession | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const cart: CartLine[] = [];
  for (const entry of parsed) {
    const line = entry && typeof entry === 'object' ? toLine(entry as LegacyCartItem) : null;
    if (!line) continue;
    const existing = cart.findIndex((candidate) => sameLine(candidate, line));
    if (existing === -1) cart.push(line);
    else {
      const merged = cart[existing]!;
      cart[existing] = { ...merged, quantity: Math.min(merged.quantity + line.quantity, merged.stock) };
    }
  }
  return cart.length ? { cart, lastUpdated: now } : null;
}
