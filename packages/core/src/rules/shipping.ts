import { DEFAULT_DELIVERY_ZONES, qualifiesForFreeDelivery } from './delivery-zones.js';
import type { DeliveryZone } from '../schemas/delivery-zones.js';

/**
 * Shipping fee in dirhams by the address's delivery zone (decision 032; the default zones are storefront §9's
 * 25 QAR and 500 QAR). Free from the zone's threshold (qualifiesForFreeDelivery: 500 QAR or more, decision
 * 054), tested on the goods subtotal AFTER any coupon discount, so a coupon cannot both lower the price and buy
 * free delivery (SAVE50 on a 520 QAR cart pays shipping). Orders without physical goods (gift cards only) ship
 * free: there is nothing to deliver. No zone (null) or a zone the shop does not deliver to costs nothing here:
 * checkout refuses it (DELIVERY_NOT_AVAILABLE), and no screen calls that "free" (quote.delivery.delivered).
 */
export function shippingFee(
  subtotalAfterDiscount: number,
  {
    hasPhysicalItems = true,
    zone = DEFAULT_DELIVERY_ZONES[0],
  }: { hasPhysicalItems?: boolean; zone?: DeliveryZone | null } = {},
): number {
  if (!hasPhysicalItems || !zone?.delivered) return 0;
  return qualifiesForFreeDelivery(zone, subtotalAfterDiscount) ? 0 : zone.fee;
}
