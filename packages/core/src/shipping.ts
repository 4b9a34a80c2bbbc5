import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from './rules/delivery-zones.js';

/**
 * Shipping fee in dirhams (storefront §9: "free above 500 QAR, 25 QAR below"; exactly 500 QAR pays shipping),
 * by the address's delivery zone (decision 032; the default zones are that rule). The threshold is
 * tested on the goods subtotal AFTER any coupon discount: the shopper must actually pay more than the zone's
 * free-above amount for goods, so a coupon cannot both lower the price and buy free delivery (SAVE50 on a
 * 520 QAR cart pays shipping). Orders without physical goods (gift cards only) ship free: there is nothing to
 * deliver. No zone (null) or a zone the shop does not deliver to costs nothing here: checkout refuses it (DELIVERY_NOT_AVAILABLE).
 */
export function shippingFee(
  subtotalAfterDiscount: number,
  {
    hasPhysicalItems = true,
    zone = DEFAULT_DELIVERY_ZONES[0],
  }: { hasPhysicalItems?: boolean; zone?: DeliveryZone | null } = {},
): number {
  if (!hasPhysicalItems || !zone?.delivered) return 0;
  return zone.free_above !== null && subtotalAfterDiscount > zone.free_above ? 0 : zone.fee;
}
