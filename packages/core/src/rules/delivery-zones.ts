import { z } from 'zod';
import { DELIVERY_DAYS, FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './limits.js';
import { latinDigits } from './latin-digits.js';
import { DIRHAMS_PER_QAR } from './money.js';
import { requiredText } from '../schemas/common.js';
import { QATAR_CITIES, findQatarCity, type QatarCity } from './delivery-address.js';

// Decision 032: delivery is priced by the zone an address falls in. A zone names Qatar cities (by
// code, QATAR_CITIES) and optionally blue-plate zone numbers; it charges a fee, is free above an amount (after
// discounts, as today), promises delivery in working days, or is not delivered at all. The most specific zone
// wins: zone numbers, then cities, then the zone that lists neither (everywhere else). Staff edit the list in
// settings (key delivery_zones); a shop that never does gets DEFAULT_DELIVERY_ZONES, which is today's rule.

/** The site_settings key the zones are stored under (JSON). */
export const DELIVERY_ZONES_SETTING = 'delivery_zones';
export const DELIVERY_ZONES_MAX = 30;
export const DELIVERY_ZONE_NAME_MAX = 60;
/** Blue-plate zones are numbered 1–98; three digits leave room (ZONE_PATTERN). */
export const DELIVERY_ZONE_NUMBER_MAX = 999;
export const DELIVERY_DAYS_MAX = 30;
const CITY_CODES = QATAR_CITIES.map((city) => city.code) as [QatarCity, ...QatarCity[]];

export const DeliveryZone = z
  .object({
    name_ar: requiredText(DELIVERY_ZONE_NAME_MAX),
    name_en: requiredText(DELIVERY_ZONE_NAME_MAX),
    /** City codes this zone covers; empty: every city no other zone names. */
    cities: z.array(z.enum(CITY_CODES, { message: 'INVALID_CITY' })).max(CITY_CODES.length),
    /** Blue-plate zone numbers within those cities; empty: the whole of them. */
    zone_numbers: z.array(z.number().int().min(1).max(DELIVERY_ZONE_NUMBER_MAX)).max(100),
    /** false: the shop does not deliver here (checkout refuses with DELIVERY_NOT_AVAILABLE). */
    delivered: z.boolean(),
    /** Fee in dirhams when the goods (after discounts) have not reached free_above. */
    fee: z.number().int().min(0).max(100_000_00),
    /**
     * The free-delivery threshold in dirhams, a whole number of riyals: goods after discounts of this amount
     * OR MORE are delivered free (qualifiesForFreeDelivery); null: never free. The name is the stored one.
     */
    free_above: z
      .number()
      .int()
      .min(0)
      .max(100_000_000)
      .refine((amount) => amount % DIRHAMS_PER_QAR === 0, { message: 'WHOLE_RIYALS' })
      .nullable(),
    days_min: z.number().int().min(0).max(DELIVERY_DAYS_MAX),
    days_max: z.number().int().min(0).max(DELIVERY_DAYS_MAX),
    /** Decision 034: the shopper picks a day and a time window of the shop's schedule; absent: no windows. */
    windows: z.boolean().optional(),
  })
  .refine((zone) => zone.days_max >= zone.days_min, { message: 'DAYS_RANGE', path: ['days_max'] });
export type DeliveryZone = z.infer<typeof DeliveryZone>;

export const DeliveryZones = z.array(DeliveryZone).min(1).max(DELIVERY_ZONES_MAX);
export type DeliveryZones = z.infer<typeof DeliveryZones>;

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

/**
 * A stored value read back: the zones if they are valid, else the default (a broken row never stops checkout).
 * A threshold saved with dirhams before thresholds were whole riyals is read rounded up to the next riyal, so the
 * shop's zones survive rather than fall back to the default.
 */
export function parseDeliveryZones(stored: unknown): DeliveryZones {
  const parsed = DeliveryZones.safeParse(Array.isArray(stored) ? stored.map(wholeRiyalThreshold) : stored);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_ZONES;
}

function wholeRiyalThreshold(zone: unknown): unknown {
  if (typeof zone !== 'object' || zone === null) return zone;
  const threshold = (zone as { free_above?: unknown }).free_above;
  if (typeof threshold !== 'number' || !Number.isInteger(threshold)) return zone;
  return { ...zone, free_above: Math.ceil(threshold / DIRHAMS_PER_QAR) * DIRHAMS_PER_QAR };
}

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
