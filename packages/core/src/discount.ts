/**
 * Product discount display rule (storefront §5). Storage: discount_type is 'percentage' or 'fixed' (null or
 * 'none' for no discount); a percentage discount_value is a whole percent 0–100, a fixed discount_value is
 * integer dirhams like every other amount.
 */
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountFields {
  /** Integer dirhams. */
  price: number;
  discount_type?: DiscountType | 'none' | '' | null;
  discount_value?: number | null;
  /** Active variants, oldest first; on cards the first one's price is the base. */
  variants?: readonly { price: number }[] | null;
}

export interface EffectivePrice {
  base: number;
  final: number;
  hasDiscount: boolean;
  /** Whole percent shown on the badge; 0 without a discount. */
  percentOff: number;
}

/** The discounted price of one base amount; returns the base when the discount would not lower it. */
export function applyDiscount(
  base: number,
  type: DiscountFields['discount_type'],
  value: number | null | undefined,
): number {
  if (!value || value <= 0 || !Number.isFinite(value)) return base;
  let result = base;
  if (type === 'percentage') {
    const percent = Math.min(value, 100);
    result = base - Math.round((base * percent) / 100);
  } else if (type === 'fixed') {
    result = Math.max(0, base - Math.round(value));
  }
  return result < base ? result : base;
}

/**
 * Base and final price of a product. `variantPrice` is the chosen variant's price on the product page; without
 * it the first variant's price is the base when variants exist (storefront §5), else the product price.
 */
export function effectivePrice(product: DiscountFields, variantPrice?: number | null): EffectivePrice {
  const base = variantPrice ?? product.variants?.[0]?.price ?? product.price;
  const final = applyDiscount(base, product.discount_type, product.discount_value);
  const hasDiscount = final < base;
  const percentOff = hasDiscount && base > 0 ? Math.round(((base - final) * 100) / base) : 0;
  return { base, final, hasDiscount, percentOff };
}
