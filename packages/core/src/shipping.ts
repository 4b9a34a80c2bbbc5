import { FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './limits.js';

/**
 * Shipping fee in dirhams (storefront §9: "free above 500 QAR, 25 QAR below"; exactly 500 QAR pays shipping).
 * The threshold is tested on the goods subtotal AFTER any coupon discount: the shopper must actually pay more
 * than 500 QAR for goods, so a coupon cannot both lower the price and buy free delivery (SAVE50 on a 520 QAR
 * cart pays shipping). Orders without physical goods (gift cards only) ship free: there is nothing to deliver.
 */
export function shippingFee(subtotalAfterDiscount: number, { hasPhysicalItems = true } = {}): number {
  if (!hasPhysicalItems) return 0;
  return subtotalAfterDiscount > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_FEE;
}
