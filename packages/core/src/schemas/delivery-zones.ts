import { z } from 'zod';
import { DIRHAMS_PER_QAR } from '../rules/money.js';
import { QATAR_CITIES, type QatarCity } from '../rules/delivery-address.js';
import { requiredText } from './common.js';

// The delivery zones as staff save them (the rules are in rules/delivery-zones.ts; a stored list is read back
// in schemas/stored-settings.ts).

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
