import { stockLevel, type DiscountType, type Locale, type StorePricing } from '@matjar/core';

/**
 * What a product card shows of a product (a subset of the catalogue API's product), and what a wishlist entry
 * keeps so the card can be drawn without asking the server. Money is integer dirhams.
 */
export interface CardProduct {
  id: number;
  name: string;
  name_en?: string | null;
  price: number;
  image?: string | null;
  stock: number;
  discount_type?: DiscountType | null;
  discount_value?: number | null;
  /** Worked out by the server (StoreProductCard); without it the card applies core's rule itself. */
  pricing?: StorePricing | null;
  /** Active variants oldest first; the first one's price is the card's base price (storefront §5). */
  variants?: readonly { price: number }[] | null;
}

export type StockLabel = 'out' | 'low' | null;

/** A card's stock label: core's stockLevel, with nothing to say when the product is in stock. */
export function stockLabel(stock: number | null | undefined): StockLabel {
  const level = stockLevel(stock);
  return level === 'in' ? null : level;
}

/** The page's language, falling back to the stored Arabic text when the English one is missing or blank. */
export function localText(arabic: string, english: string | null | undefined, locale: Locale): string {
  return locale === 'en' && english?.trim() ? english : arabic;
}

/** The English name on English pages when there is one, else the default (Arabic) name. */
export function localName(item: { name: string; name_en?: string | null }, locale: Locale): string {
  return localText(item.name, item.name_en, locale);
}

/** What a product card shows (ui/product-card.tsx) and hands to its actions (wishlist, cart). */
export interface ProductCardData extends CardProduct {
  /** How many active variants (catalogue cards say): with any, the card opens the page to choose one. */
  variant_count?: number;
  /** Category 7 holds gift cards, which the cart marks as such. */
  category_id?: number | null;
}
