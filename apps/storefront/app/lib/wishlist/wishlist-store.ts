import { useCallback, useSyncExternalStore } from 'react';
import {
  STORAGE_CHANGE_EVENT,
  readLocalStorage,
  subscribeToStorage,
  writeLocalStorage,
} from '../browser-storage.js';
import type { CardProduct } from '../product-display.js';
import { WISHLIST_KEY } from './wishlist-count.js';

/**
 * A wishlist entry: the product's id plus the fields a card needs to show it without asking the server
 * (storefront §3 "Wishlist item: id plus product fields").
 */
export type WishlistItem = CardProduct;

function isItem(value: unknown): value is WishlistItem {
  const item = value as Partial<WishlistItem> | null;
  return (
    typeof item?.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price)
  );
}

/** The stored list; unreadable data or entries a card could not show are dropped, duplicates kept once. */
export function parseWishlist(raw: string | null): WishlistItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter((entry): entry is WishlistItem => {
      if (!isItem(entry) || seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    });
  } catch {
    return [];
  }
}

export function hasItem(items: readonly WishlistItem[], id: number): boolean {
  return items.some((item) => item.id === id);
}

/** Adds the product when absent (newest first), removes it when present. */
export function toggleItem(items: readonly WishlistItem[], product: WishlistItem): WishlistItem[] {
  return hasItem(items, product.id) ? removeItem(items, product.id) : [toWishlistItem(product), ...items];
}

export function removeItem(items: readonly WishlistItem[], id: number): WishlistItem[] {
  return items.filter((item) => item.id !== id);
}

/** Only the card fields are kept, so a full product (options, reviews…) does not bloat storage. */
export function toWishlistItem(product: WishlistItem): WishlistItem {
  const { id, name, name_en, price, image, stock, discount_type, discount_value, variants, pricing } =
    product;
  return {
    id,
    name,
    name_en: name_en ?? null,
    price,
    image: image ?? null,
    stock,
    discount_type: discount_type ?? null,
    discount_value: discount_value ?? null,
    variants: variants?.slice(0, 1).map((v) => ({ price: v.price })) ?? null,
    pricing: pricing ?? null,
  };
}

// useSyncExternalStore compares snapshots by identity: cache the parsed list per raw string.
let lastRaw: string | null = null;
let lastItems: WishlistItem[] = [];
const EMPTY: WishlistItem[] = [];

function snapshot(): WishlistItem[] {
  const raw = readLocalStorage(WISHLIST_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseWishlist(raw);
  }
  return lastItems;
}

function save(items: WishlistItem[]): void {
  writeLocalStorage(WISHLIST_KEY, JSON.stringify(items));
  // Same-tab listeners (header badge, other hearts) hear this; other tabs get the `storage` event.
  window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
}

/**
 * The wishlist kept in local storage. Server-rendered pages carry no per-visitor data, so the server and the
 * first client render see an empty list; the stored one appears right after hydration.
 */
export function useWishlist() {
  const items = useSyncExternalStore(subscribeToStorage, snapshot, () => EMPTY);
  const toggle = useCallback((product: WishlistItem) => save(toggleItem(snapshot(), product)), []);
  const remove = useCallback((id: number) => save(removeItem(snapshot(), id)), []);
  const has = useCallback((id: number) => hasItem(items, id), [items]);
  return { items, toggle, remove, has };
}
