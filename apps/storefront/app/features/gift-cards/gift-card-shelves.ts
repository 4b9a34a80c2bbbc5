import { isSoldOut, type StoreBrandRef, type StoreProductDetail } from '@matjar/core';

/** One value a card is sold in: its face value in integer dirhams. */
export interface GiftCardDenomination {
  variantId: number | null;
  value: number;
  soldOut: boolean;
}

/** A gift card as the gift-card shop lists it: what it is, where to buy it, and its values. */
export interface GiftCardOffer {
  id: number;
  name: string;
  name_en: string | null;
  image: string | null;
  /** Lowest value first. */
  denominations: GiftCardDenomination[];
}

/** A brand's row on /gift-cards; `brand` is null for cards sold without a brand. */
export interface GiftCardShelf {
  brand: StoreBrandRef | null;
  cards: GiftCardOffer[];
}

function denominationsOf(product: StoreProductDetail): GiftCardDenomination[] {
  if (product.variants.length === 0) {
    return [{ variantId: null, value: product.price, soldOut: isSoldOut(product.stock) }];
  }
  return product.variants
    .map((variant) => ({
      variantId: variant.id,
      // The face value is the denomination; a variant saved without one is sold at its price.
      value: variant.denomination ?? variant.price,
      soldOut: isSoldOut(variant.stock),
    }))
    .sort((a, b) => a.value - b.value);
}

/**
 * The gift cards on sale grouped by brand (storefront D16): brands in id order (29–38 as the spec numbers
 * them), cards without a brand last; the loader keeps only this, not the products' descriptions and reviews.
 */
export function giftCardShelves(products: readonly StoreProductDetail[]): GiftCardShelf[] {
  const shelves = new Map<number | null, GiftCardShelf>();
  for (const product of products) {
    const key = product.brand?.id ?? null;
    const shelf = shelves.get(key) ?? { brand: product.brand, cards: [] };
    shelf.cards.push({
      id: product.id,
      name: product.name,
      name_en: product.name_en,
      image: product.image,
      denominations: denominationsOf(product),
    });
    shelves.set(key, shelf);
  }
  return [...shelves.values()].sort(
    (a, b) => (a.brand?.id ?? Number.MAX_SAFE_INTEGER) - (b.brand?.id ?? Number.MAX_SAFE_INTEGER),
  );
}
