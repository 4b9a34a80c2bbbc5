import { describe, expect, it } from 'vitest';
import { DeliveryZones, type DeliveryZone } from '../schemas/delivery-zones.js';
import { parseDeliveryZones } from '../schemas/stored-settings.js';
import { computeOrderTotals } from './order-totals.js';
import { shippingFee } from './shipping.js';
import { deliveryWindow } from './delivery-address.js';
import {
  amountToFreeDelivery,
  DEFAULT_DELIVERY_ZONES,
  deliveryZoneFor,
  qualifiesForFreeDelivery,
} from './delivery-zones.js';

const now = new Date('2026-01-01T00:00:00Z');
const zone = (over: Partial<DeliveryZone>): DeliveryZone => ({ ...DEFAULT_DELIVERY_ZONES[1]!, ...over });

describe("the default delivery zones are today's rule", () => {
  it.each(['doha', 'al_rayyan', 'al_khor', 'Doha', 'الوكرة', undefined])(
    'city %s: same fee and promise as before zones',
    (city) => {
      const found = deliveryZoneFor(DEFAULT_DELIVERY_ZONES, { city, zone: '66' });
      for (const subtotal of [0, 10_000, 50_000, 50_001, 120_000])
        expect(shippingFee(subtotal, { zone: found ?? null })).toBe(shippingFee(subtotal));
      if (city) expect({ min: found?.days_min, max: found?.days_max }).toEqual(deliveryWindow(city));
    },
  );

  it('passes its own schema, and a broken stored value reads as the default', () => {
    expect(DeliveryZones.parse(DEFAULT_DELIVERY_ZONES)).toEqual(DEFAULT_DELIVERY_ZONES);
    expect(parseDeliveryZones({ nonsense: true })).toBe(DEFAULT_DELIVERY_ZONES);
    expect(parseDeliveryZones(null)).toBe(DEFAULT_DELIVERY_ZONES);
  });
});

describe('deliveryZoneFor', () => {
  const zones = [
    zone({ name_en: 'West Bay', cities: ['doha'], zone_numbers: [61, 66], fee: 1_000 }),
    zone({ name_en: 'Doha', cities: ['doha'], fee: 1_500 }),
    zone({ name_en: 'North', cities: ['al_shamal'], delivered: false }),
    zone({ name_en: 'Elsewhere', fee: 4_000, free_above: null }),
  ];
  it('prefers zone numbers, then the city, then the catch-all', () => {
    expect(deliveryZoneFor(zones, { city: 'doha', zone: '٦٦' })?.name_en).toBe('West Bay');
    expect(deliveryZoneFor(zones, { city: 'doha', zone: '12' })?.name_en).toBe('Doha');
    expect(deliveryZoneFor(zones, { city: 'al_khor', zone: '66' })?.name_en).toBe('Elsewhere');
    expect(deliveryZoneFor(zones, {})?.name_en).toBe('Elsewhere');
    expect(deliveryZoneFor(zones.slice(0, 3), { city: 'al_khor' })).toBeUndefined();
  });

  it('prices a zone that is never free, and not-delivered or uncovered addresses at nothing', () => {
    expect(shippingFee(900_000, { zone: zones[3]! })).toBe(4_000);
    expect(shippingFee(100, { zone: zones[2]! })).toBe(0);
    expect(shippingFee(100, { zone: null })).toBe(0);
  });

  it("prices the free-shipping coupon against the zone's fee", () => {
    // FREESHIP takes off up to its value (25 QAR) from the zone's fee, not from the default fee.
    const coupon = {
      code: 'FREESHIP',
      type: 'shipping' as const,
      value: 2_500,
      minOrder: 0,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      description: { ar: 'شحن مجاني', en: 'Free shipping' },
    };
    const totals = computeOrderTotals({
      subtotal: 10_000,
      physicalSubtotal: 10_000,
      hasPhysicalItems: true,
      now,
      couponCode: 'FREESHIP',
      coupon,
      deliveryZone: zones[3]!,
    });
    expect(totals).toMatchObject({ shippingFee: 4_000, shippingDiscount: 2_500, total: 11_500 });
  });
});

describe('amountToFreeDelivery counts the goods after discounts, in whole riyals', () => {
  it.each([
    [0, 50_000],
    [49_000, 1_000],
    [49_999, 100], // one dirham short: "add QAR 1", never "QAR 0.01"
    [-10_101 + 50_000, 10_200], // 398.99 QAR of goods: "add QAR 102", enough to reach 500
    [50_000, 0],
    [50_001, 0],
  ])('after discounts %s dirhams -> %s more', (subtotal, more) => {
    expect(amountToFreeDelivery(DEFAULT_DELIVERY_ZONES[0], subtotal)).toBe(more);
  });
  it('the hint is exactly enough: adding it makes delivery free, one riyal less does not', () => {
    const free = DEFAULT_DELIVERY_ZONES[0]!;
    for (const goods of [0, 12_345, 39_999, 49_950, 29_899]) {
      const more = amountToFreeDelivery(free, goods)!;
      expect(more % 100).toBe(0);
      expect(qualifiesForFreeDelivery(free, goods + more)).toBe(true);
      expect(qualifiesForFreeDelivery(free, goods + more - 100)).toBe(false);
      expect(shippingFee(goods + more, { zone: free })).toBe(0);
    }
  });
  it('thresholds are whole riyals: a saved one with dirhams is refused, a stored one read rounded up', () => {
    const zones = [zone({ free_above: 50_050 })];
    expect(DeliveryZones.safeParse(zones).success).toBe(false);
    expect(parseDeliveryZones(zones)[0]!.free_above).toBe(50_100);
  });
  it('has no hint for a zone that is never free or not delivered', () => {
    expect(amountToFreeDelivery(zone({ free_above: null }), 0)).toBeNull();
    expect(amountToFreeDelivery(zone({ delivered: false }), 0)).toBeNull();
  });
});
