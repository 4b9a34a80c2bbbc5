import { LOW_STOCK_BELOW, VARIANT_LEFT_HINT_BELOW } from './limits.js';

// What shoppers are told about stock (storefront §8). The storefront shows it; the server decides from the
// same rule when a stock change makes cached pages wrong.

/** Out of stock at 0 (or less, or unknown), low under LOW_STOCK_BELOW, else in stock. */
export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number | null | undefined): StockLevel {
  if (!stock || stock <= 0) return 'out';
  return stock < LOW_STOCK_BELOW ? 'low' : 'in';
}

/** Nothing left to sell (stock 0 or less, or unknown): add-to-cart is refused and the shopper is told so. */
export function isSoldOut(stock: number | null | undefined): boolean {
  return stockLevel(stock) === 'out';
}

/** A product is sold out when every variant is (with variants; a product's stock is their sum), else its own. */
export function productSoldOut(product: { stock: number; variants: readonly { stock: number }[] }): boolean {
  return product.variants.length > 0
    ? product.variants.every((variant) => isSoldOut(variant.stock))
    : isSoldOut(product.stock);
}

/** A variant button's 'only N left': N for stock under VARIANT_LEFT_HINT_BELOW (and above 0), else null. */
export function variantLeftHint(stock: number): number | null {
  return stock > 0 && stock < VARIANT_LEFT_HINT_BELOW ? stock : null;
}

/**
 * Whether shoppers see a difference between two stock amounts. Under VARIANT_LEFT_HINT_BELOW the amount
 * itself is shown ('only 2 left', 'out of stock'); from there up every amount reads 'in stock'.
 */
export function stockShownDiffers(before: number, after: number): boolean {
  const shown = (stock: number) => (stock >= VARIANT_LEFT_HINT_BELOW ? 'plenty' : Math.max(0, stock));
  return shown(before) !== shown(after);
}
