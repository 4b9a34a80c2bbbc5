import {
  effectivePrice,
  optionAttribute,
  variantHasAttribute,
  type ChosenOptions,
  productSoldOut,
  type Locale,
  type StoreProductDetail,
  type StoreRatingSummary,
  type StoreVariant,
} from '@matjar/core';

/**
 * The product as one page shows it: its description in the page's language only (the text localText picks).
 * Loader data travels inside the page's HTML and a description can run long; names stay in both languages,
 * since the cart keeps both.
 */
export function withPageDescription(product: StoreProductDetail, locale: Locale): StoreProductDetail {
  const english = locale === 'en' && Boolean(product.description_en?.trim());
  return english ? { ...product, description: '' } : { ...product, description_en: null };
}

export type { ChosenOptions } from '@matjar/core';

/** The one variant whose attributes match every chosen option value, when all options are chosen. */
export function variantForOptions(
  product: Pick<StoreProductDetail, 'options' | 'variants'>,
  chosen: ChosenOptions,
): StoreVariant | null {
  if (product.options.length === 0 || product.options.some((option) => chosen[option.id] === undefined)) {
    return null;
  }
  const wanted = product.options.map((option) => optionAttribute(option, chosen[option.id]!));
  if (wanted.some((pair) => pair === null)) return null;
  const matches = product.variants.filter((variant) =>
    wanted.every((pair) => variantHasAttribute(variant, pair!)),
  );
  return matches.length === 1 ? matches[0]! : null;
}

/** The option values a variant stands for, so choosing a variant button lights its swatches. */
export function optionsOfVariant(
  product: Pick<StoreProductDetail, 'options'>,
  variant: StoreVariant,
): Record<number, number> {
  const chosen: Record<number, number> = {};
  for (const option of product.options) {
    const value = option.values.find((candidate) => {
      const pair = optionAttribute(option, candidate.id);
      return pair !== null && variantHasAttribute(variant, pair);
    });
    if (value) chosen[option.id] = value.id;
  }
  return chosen;
}

export interface PurchaseState {
  /** The chosen variant's price drives the price; without one, the first variant's (core rule). */
  price: ReturnType<typeof effectivePrice>;
  /** Stock of what would be added: the chosen variant, or the product without variants; null = choose first. */
  stock: number | null;
  needsVariant: boolean;
  /** Nothing of the product can be bought: no variant (or the product itself) has stock. */
  soldOut: boolean;
}

export function purchaseState(product: StoreProductDetail, variant: StoreVariant | null): PurchaseState {
  const hasVariants = product.variants.length > 0;
  const soldOut = productSoldOut(product);
  // A sold-out product says so at once: asking the shopper to choose a variant first would lead nowhere.
  const stock = hasVariants ? (variant?.stock ?? (soldOut ? 0 : null)) : product.stock;
  return {
    price: effectivePrice(product, variant?.price),
    stock,
    needsVariant: hasVariants && !variant && !soldOut,
    soldOut,
  };
}

/**
 * Which one control chooses what to buy: the option values (storage, colour) when every variant is one
 * combination of them, else the variant buttons. Showing both made two pickers for the same choice.
 */
export function pickerFor(
  product: Pick<StoreProductDetail, 'options' | 'variants'>,
): 'options' | 'variants' | 'none' {
  if (product.variants.length === 0) return product.options.length > 0 ? 'options' : 'none';
  if (product.options.length === 0) return 'variants';
  const reachable = product.variants.every((variant) => {
    const chosen = optionsOfVariant(product, variant);
    return variantForOptions(product, chosen)?.id === variant.id;
  });
  return reachable ? 'options' : 'variants';
}

/** The rating summary after one more review (shown at once, before the page's data is reloaded). */
export function withReview(summary: StoreRatingSummary, rating: number): StoreRatingSummary {
  const count = summary.count + 1;
  const average = Math.round(((summary.average * summary.count + rating) / count) * 10) / 10;
  const distribution = summary.distribution.map((row) =>
    row.stars === rating ? { ...row, count: row.count + 1 } : row,
  );
  return { average, count, distribution };
}
