import { DIRHAMS_PER_QAR } from './money.js';

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

/**
 * A percentage off as a whole riyal price (D15): 10% off 2,637.83 is 2,374, not 2,374.05. The exact price is
 * rounded to the nearest riyal (half up); it is never made free by rounding (at least 1 riyal unless the
 * discount is 100%), and a result that rounds up to the base is no discount at all (the caller sees final = base).
 * The storefront shows and the server charges this one figure, so both call it.
 */
function percentageOff(base: number, percent: number): number {
  if (percent >= 100) return 0;
  const exact = (base * (100 - percent)) / 100;
  const riyals = Math.max(1, Math.round(exact / DIRHAMS_PER_QAR));
  return riyals * DIRHAMS_PER_QAR;
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
    result = percentageOff(base, value);
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

/**
 * The product's own discount on one order line (decision 027), in dirhams: what the line's units listed at
 * (`list_price`, the unit price before the product's discount) less what they were charged (`unit_price`),
 * times the quantity. A coupon's discount is apart (the order's `discount_amount`). Never negative: an old
 * line backfilled with its charged price reads 0.
 */
export function lineProductDiscount(line: {
  list_price: number;
  unit_price: number;
  quantity: number;
}): number {
  return Math.max(0, line.list_price - line.unit_price) * line.quantity;
}
