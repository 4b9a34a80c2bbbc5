import { DIRHAMS_PER_QAR } from './money.js';

/** Storefront §9: "free above 500 QAR, 25 QAR below". Exactly 500 QAR pays shipping ("above" is strict). */
export const FREE_SHIPPING_ABOVE = 500 * DIRHAMS_PER_QAR;
export const SHIPPING_FEE = 25 * DIRHAMS_PER_QAR;
export const SHIPPING_COUNTRY = 'Qatar';

/**
 * Shipping fee in dirhams. The threshold is tested on the goods subtotal AFTER any coupon discount: the shopper
 * must actually pay more than 500 QAR for goods, so a coupon cannot both lower the price and buy free delivery
 * (SAVE50 on a 520 QAR cart pays shipping). Orders without physical goods (gift cards only) ship free.
 */
export function shippingFee(subtotalAfterDiscount: number, { hasPhysicalItems = true } = {}): number {
  if (!hasPhysicalItems) return 0;
  return subtotalAfterDiscount > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_FEE;
}
