import { describe, expect, it } from 'vitest';
import {
  DRIVER_LINK_TOKEN_PATTERN,
  bluePlateMapUrl,
  bluePlateOf,
  deliveryFailureText,
  driverRunUrl,
} from './driver-run.js';
import { deliveryAddressLine } from './delivery-address.js';

describe('the blue plate read back from an address line', () => {
  it.each([
    [{ zone: '66', street: '850', building: '12' }, 'en', { zone: '66', street: '850', building: '12' }],
    [{ zone: '٢٥', street: '230', building: '7A' }, 'ar', { zone: '25', street: '230', building: '7A' }],
    [
      { zone: '40', street: 'Al Sadd Street', building: '3', unit: '4', landmark: 'near the mall' },
      'en',
      { zone: '40', street: 'Al Sadd Street', building: '3' },
    ],
  ] as const)('%j in %s', (parts, locale, plate) => {
    const line = deliveryAddressLine(
      {
        shipping_city: 'doha',
        shipping_zone: parts.zone,
        shipping_street: parts.street,
        shipping_building: parts.building,
        ...('unit' in parts ? { shipping_unit: parts.unit, shipping_landmark: parts.landmark } : {}),
      },
      locale,
    );
    expect(bluePlateOf(line)).toEqual(plate);
  });

  it('finds nothing in a line that is not a plate, and builds no map link from it', () => {
    const plate = bluePlateOf('somewhere near the souq');
    expect(plate).toEqual({ zone: null, street: null, building: null });
    expect(bluePlateMapUrl(plate, 'doha')).toBeNull();
  });

  it('searches the map for the plate in Latin words, with the city and the country', () => {
    const url = bluePlateMapUrl({ zone: '25', street: '230', building: '7A' }, 'al_wakrah');
    expect(decodeURIComponent(url!.split('query=')[1]!)).toBe(
      'Zone 25, Street 230, Building 7A, Al Wakrah, Qatar',
    );
  });
});

describe('the run link and its words', () => {
  it("opens the page in the driver's language with the token after the #", () => {
    expect(driverRunUrl('https://shop.qa', 'ar', '7.1.abc')).toBe('https://shop.qa/driver#7.1.abc');
    expect(driverRunUrl('https://shop.qa', 'en', '7.1.abc')).toBe('https://shop.qa/en/driver#7.1.abc');
    expect(DRIVER_LINK_TOKEN_PATTERN.test(`7.1.${'a'.repeat(22)}`)).toBe(true);
    expect(DRIVER_LINK_TOKEN_PATTERN.test(`0.1.${'a'.repeat(22)}`)).toBe(false);
  });

  it('says why an order came back in both languages', () => {
    expect(deliveryFailureText('not_home', 'en')).toBe('Could not deliver: Not home');
    expect(deliveryFailureText('refused', 'ar')).toBe('تعذّر التسليم: رفض الاستلام');
  });
});
