import { DELIVERY_DAYS, FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './limits.js';
import { latinDigits } from './latin-digits.js';
import { DIRHAMS_PER_QAR } from './money.js';
import { findQatarCity } from './delivery-address.js';
import type { DeliveryZone, DeliveryZones } from '../schemas/delivery-zones.js';

// Decision 032: delivery is priced by the zone an address falls in. A zone names Qatar cities (by
// code, QATAR_CITIES) and optionally blue-plate zone numbers; it charges a fee, is free above an amount (after
// discounts, as today), promises delivery in working days, or is not delivered at all. The most specific zone
// wins: zone numbers, then cities, then the zone that lists neither (everywhere else). Staff edit the list in
// settings (key delivery_zones); a shop that never does gets DEFAULT_DELIVERY_ZONES, which is today's rule.

/** The site_settings key the zones are stored under (JSON). */
export const DELIVERY_ZONES_SETTING = 'delivery_zones';
/** Today's rule as zones: free above 500 QAR else 25 QAR everywhere; 2–3 working days in Doha, 3–5 elsewhere. */
export const DEFAULT_DELIVERY_ZONES: DeliveryZones = [
  {
    name_ar: 'الدوحة',
    name_en: 'Doha',
    cities: ['doha'],
    zone_numbers: [],
    delivered: true,
    fee: SHIPPING_FEE,
    free_above: FREE_SHIPPING_ABOVE,
    days_min: DELIVERY_DAYS.doha.min,
    days_max: DELIVERY_DAYS.doha.max,
  },
  {
    name_ar: 'باقي قطر',
    name_en: 'Rest of Qatar',
    cities: [],
    zone_numbers: [],
    delivered: true,
    fee: SHIPPING_FEE,
    free_above: FREE_SHIPPING_ABOVE,
    days_min: DELIVERY_DAYS.restOfQatar.min,
    days_max: DELIVERY_DAYS.restOfQatar.max,
  },
];

export interface DeliveryDestination {
  city?: string | null | undefined;
  /** The blue-plate zone number as typed (Arabic-Indic digits allowed). */
  zone?: string | null | undefined;
}

/**
 * The zone an address is delivered from: zone numbers first, then a zone naming the city, then the catch-all.
 * Without a known city (the cart page) the catch-all answers, so the cart shows what most addresses pay.
 * undefined: no zone covers the address, so it is not delivered.
 */
export function deliveryZoneFor(
  zones: readonly DeliveryZone[],
  destination: DeliveryDestination = {},
): DeliveryZone | undefined {
  const city = findQatarCity(destination.city);
  const zoneNumber = Number(latinDigits(destination.zone?.trim() ?? '')) || null;
  const catchAll = zones.find((zone) => zone.cities.length === 0 && zone.zone_numbers.length === 0);
  if (!city) return catchAll;
  const inCity = (zone: DeliveryZone) => zone.cities.length === 0 || zone.cities.includes(city);
  return (
    (zoneNumber === null
      ? undefined
      : zones.find((zone) => inCity(zone) && zone.zone_numbers.includes(zoneNumber))) ??
    zones.find((zone) => zone.cities.includes(city) && zone.zone_numbers.length === 0) ??
    catchAll
  );
}

/**
 * THE free-delivery rule, written once: goods after discounts of the zone's threshold or more are delivered free
 * ("from 500 QAR", "500 QAR or more" on every page). The fee, the nudge, the policy page and the tests read it.
 */
export function qualifiesForFreeDelivery(
  zone: Pick<DeliveryZone, 'delivered' | 'free_above'> | null | undefined,
  subtotalAfterDiscount: number,
): boolean {
  return Boolean(zone?.delivered) && zone?.free_above != null && subtotalAfterDiscount >= zone.free_above;
}

/**
 * What is left to add to the goods (after discounts) for free delivery in this zone, in dirhams rounded UP to
 * whole riyals ("add QAR 41 more", never "add QAR 40.01"): adding that much always reaches the threshold.
 * 0: already free; null: not delivered here or never free.
 */
export function amountToFreeDelivery(
  zone: DeliveryZone | undefined,
  subtotalAfterDiscount: number,
): number | null {
  if (!zone?.delivered || zone.free_above === null) return null;
  if (qualifiesForFreeDelivery(zone, subtotalAfterDiscount)) return 0;
  return Math.ceil((zone.free_above - subtotalAfterDiscount) / DIRHAMS_PER_QAR) * DIRHAMS_PER_QAR;
}
